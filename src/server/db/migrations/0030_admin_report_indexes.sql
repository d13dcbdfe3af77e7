CREATE INDEX "reservations_created_idx" ON "reservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "kennels_created_at_idx" ON "kennels" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_published_at_idx" ON "listings" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "listings_sold_idx" ON "listings" USING btree ("updated_at") WHERE "listings"."status" = 'sold';--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_reservation_idx" ON "orders" USING btree ("reservation_id");