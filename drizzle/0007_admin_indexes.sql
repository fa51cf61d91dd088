-- Indexes for the back office at scale (npm run bench:admin, docs/performance.md): the admin list's search on
-- description and SKU, a category's products in a price range, whether a variant is on an order, the
-- dashboard's order totals and failed e-mails. None covers product_variants.on_hand or reserved, so
-- checkout's stock updates stay HOT.
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "product_variants_sku_trgm_idx" ON "product_variants" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price");--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "orders_status_payment_total_idx" ON "orders" USING btree ("status","payment_status","total_amount");--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" = 'failed';