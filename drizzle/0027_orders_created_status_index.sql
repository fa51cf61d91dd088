CREATE INDEX "orders_created_status_idx" ON "orders" USING btree ("created_at","status");--> statement-breakpoint
DROP INDEX "orders_created_idx";