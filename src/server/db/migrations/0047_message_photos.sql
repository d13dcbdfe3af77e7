ALTER TYPE "public"."photo_kind" ADD VALUE 'message';--> statement-breakpoint
ALTER TABLE "conversation_messages" DROP CONSTRAINT "conversation_messages_body_check";--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_body_check" CHECK (char_length("conversation_messages"."body") BETWEEN 0 AND 4000);