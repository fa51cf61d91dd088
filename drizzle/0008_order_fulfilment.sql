-- Orders and fulfilment in the back office: the carrier and the shipped and delivered times of an order,
-- staff notes, saved orders-list views, refunds by line (and who asked), the order an e-mail is about
-- (filled for earlier order e-mails from their keys), and the indexes the orders list, its search and the
-- stock history read.
CREATE TABLE "order_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_body_ck" CHECK (char_length("order_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "saved_order_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_order_views_name_ck" CHECK (char_length("saved_order_views"."name") between 1 and 60),
	CONSTRAINT "saved_order_views_query_ck" CHECK (char_length("saved_order_views"."query") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "refund_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"restocked_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_items_quantity_ck" CHECK ("refund_items"."quantity" between 1 and 100),
	CONSTRAINT "refund_items_amount_ck" CHECK ("refund_items"."amount" >= 0),
	CONSTRAINT "refund_items_restocked_ck" CHECK ("refund_items"."restocked_quantity" between 0 and "refund_items"."quantity")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_order_views" ADD CONSTRAINT "saved_order_views_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_order_views_user_name_uq" ON "saved_order_views" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "refund_items_refund_idx" ON "refund_items" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_items_order_item_idx" ON "refund_items" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_created_idx" ON "orders" USING btree ("payment_method","payment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_state_created_idx" ON "orders" USING btree (("shipping_address"->>'state'),"created_at");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ((lower("order_number" || ' ' || coalesce("shipping_address"->>'fullName', '') || ' ' || coalesce("shipping_address"->>'email', '') || ' ' || coalesce("shipping_address"->>'phone', ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id","created_at") WHERE "mail_outbox"."order_id" is not null;--> statement-breakpoint
UPDATE "mail_outbox" SET "order_id" = substring("dedupe_key" from '^(?:order_confirmation|admin_order_notification|order_status_update):([0-9a-f-]{36})')::uuid
WHERE "dedupe_key" ~ '^(order_confirmation|admin_order_notification|order_status_update):[0-9a-f-]{36}';--> statement-breakpoint
UPDATE "mail_outbox" m SET "order_id" = i."order_id" FROM "invoices" i
WHERE m."dedupe_key" ~ '^invoice_email:[0-9a-f-]{36}:' AND i."id" = substring(m."dedupe_key" from 15 for 36)::uuid;
