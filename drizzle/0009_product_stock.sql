-- A stored stock figure per product for the back office: products.stock_available (sum of the
-- variants' on_hand - reserved) and the admin stock status of spec section 4 derived from it, indexed
-- for the products list's stock filter. The database keeps the figure itself: statement-level triggers
-- on product_variants (insert, update, delete) add each statement's change per product in the same
-- transaction, whatever code changes the stock (checkout holds, deductions, restores, admin edits).
--
-- Cost per stock update statement: one aggregate over the rows the statement changed, then one
-- update of each product whose sellable stock changed (none for a deduction, which lowers on_hand and
-- reserved alike), taken in product-id order so concurrent orders lock products the same way.
-- stock_available is not indexed: a change that keeps the status updates the product row in place
-- (HOT), writing no index entry; only a change of status (e.g. in stock -> low stock) writes the
-- status index and the product's other indexes. While an order's transaction is open, another
-- order for the same product waits for it on the product row (the variants were already locked).
ALTER TABLE "products" ADD COLUMN "stock_available" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_status" text GENERATED ALWAYS AS (case when "products"."stock_available" <= 0 then 'out_of_stock' when "products"."stock_available" <= "products"."low_stock_threshold" then 'low_stock' else 'in_stock' end) STORED;--> statement-breakpoint
CREATE FUNCTION "products_add_stock"("changes" jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	change record;
BEGIN
	FOR change IN
		SELECT (e.key)::uuid AS product_id, (e.value)::int AS delta
		FROM jsonb_each_text(changes) e ORDER BY 1
	LOOP
		UPDATE "products" SET "stock_available" = "stock_available" + change.delta WHERE "id" = change.product_id;
	END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_variants_stock_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT jsonb_object_agg(product_id, delta) INTO changes FROM (
			SELECT product_id, sum(on_hand - reserved) AS delta FROM new_rows GROUP BY product_id
		) d WHERE delta <> 0;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_object_agg(product_id, delta) INTO changes FROM (
			SELECT product_id, -sum(on_hand - reserved) AS delta FROM old_rows GROUP BY product_id
		) d WHERE delta <> 0;
	ELSE
		SELECT jsonb_object_agg(product_id, delta) INTO changes FROM (
			SELECT product_id, sum(available) AS delta FROM (
				SELECT product_id, on_hand - reserved AS available FROM new_rows
				UNION ALL SELECT product_id, reserved - on_hand FROM old_rows
			) r GROUP BY product_id
		) d WHERE delta <> 0;
	END IF;
	IF changes IS NOT NULL THEN
		PERFORM "products_add_stock"(changes);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_insert" AFTER INSERT ON "product_variants"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_stock_sync"();--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_update" AFTER UPDATE ON "product_variants"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_stock_sync"();--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_delete" AFTER DELETE ON "product_variants"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_stock_sync"();--> statement-breakpoint
UPDATE "products" p SET "stock_available" = v.available
	FROM (SELECT "product_id", sum("on_hand" - "reserved")::int AS available FROM "product_variants" GROUP BY "product_id") v
	WHERE p."id" = v."product_id" AND v.available <> 0;--> statement-breakpoint
CREATE INDEX "products_stock_status_idx" ON "products" USING btree ("stock_status","is_active","created_at");
