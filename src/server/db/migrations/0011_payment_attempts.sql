ALTER TABLE "orders" ADD COLUMN "paid_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;