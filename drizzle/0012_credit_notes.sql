-- GST credit notes, one per processed refund of an invoiced order (CGST Act s.34, CGST Rules r.53),
-- numbered in the credit_note series of document_counters, with their lines as credited. Invoices and
-- credit notes are read by issue date for the monthly GSTR-1 export.
CREATE TABLE "credit_note_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"order_item_id" uuid,
	"description" text NOT NULL,
	"hsn_code" text,
	"uqc" text NOT NULL,
	"quantity" integer NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"taxable_value" integer NOT NULL,
	"cgst_amount" integer NOT NULL,
	"sgst_amount" integer NOT NULL,
	"igst_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	CONSTRAINT "credit_note_items_quantity_ck" CHECK ("credit_note_items"."quantity" between 0 and 100),
	CONSTRAINT "credit_note_items_total_ck" CHECK ("credit_note_items"."total_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"credit_note_number" text NOT NULL,
	"issue_date" date NOT NULL,
	"reason" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"taxable_value" integer NOT NULL,
	"cgst_amount" integer NOT NULL,
	"sgst_amount" integer NOT NULL,
	"igst_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_notes_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "credit_notes_total_ck" CHECK ("credit_notes"."total_amount" > 0),
	CONSTRAINT "credit_notes_sum_ck" CHECK ("credit_notes"."taxable_value" + "credit_notes"."cgst_amount" + "credit_notes"."sgst_amount" + "credit_notes"."igst_amount" = "credit_notes"."total_amount")
);
--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD CONSTRAINT "credit_note_items_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD CONSTRAINT "credit_note_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_items_note_idx" ON "credit_note_items" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "credit_note_items_order_item_idx" ON "credit_note_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issue_date_idx" ON "credit_notes" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");