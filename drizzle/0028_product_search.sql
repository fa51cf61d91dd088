-- What a shop search reads of each product, in a narrow row of its own (decision 033). A search for a
-- common word walks the newest active products testing each until 241 match (decision 030); reading a
-- whole products row (about 900 bytes, search_text its 37th column) was most of that walk's cost.
-- Triggers keep one row per product in step in the same transaction, whatever code writes products:
-- an insert statement copies its new rows at once (an import inserts many), an update copies a row
-- only when a column read here changed (a stock change touches none of them and fires nothing), and
-- a product's deletion removes its row (the foreign key cascades).
CREATE TABLE "product_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_search" ("id", "is_active", "created_at", "category_id", "price", "search_text", "search_vector")
	SELECT "id", "is_active", "created_at", "category_id", "price", "search_text", "search_vector" FROM "products"
	ORDER BY "created_at" DESC, "id";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_active_created_idx" ON "product_search" USING btree ("created_at","id") WHERE "product_search"."is_active";--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE FUNCTION "products_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_search" ("id", "is_active", "created_at", "category_id", "price", "search_text", "search_vector")
		SELECT "id", "is_active", "created_at", "category_id", "price", "search_text", "search_vector" FROM new_rows;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "products_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "product_search" SET "is_active" = NEW."is_active", "created_at" = NEW."created_at",
		"category_id" = NEW."category_id", "price" = NEW."price", "search_text" = NEW."search_text",
		"search_vector" = NEW."search_vector"
	WHERE "id" = NEW."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_insert"();--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE OF "is_active", "created_at", "category_id", "price", "name", "description" ON "products"
	FOR EACH ROW WHEN (
		(OLD."is_active", OLD."created_at", OLD."category_id", OLD."price", OLD."search_text")
		IS DISTINCT FROM (NEW."is_active", NEW."created_at", NEW."category_id", NEW."price", NEW."search_text")
	) EXECUTE FUNCTION "products_search_update"();
