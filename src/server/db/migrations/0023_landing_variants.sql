CREATE TABLE "landing_variant_events" (
	"variant" text NOT NULL,
	"visitor_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_variant_events_variant_visitor_id_kind_day_pk" PRIMARY KEY("variant","visitor_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "landing_variant_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landing_variant_orders" ADD CONSTRAINT "landing_variant_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;