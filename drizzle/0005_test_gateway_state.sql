CREATE TABLE "test_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"receipt" text,
	"status" text DEFAULT 'created' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"notes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_orders_status_ck" CHECK ("test_gateway_orders"."status" in ('created', 'attempted', 'paid')),
	CONSTRAINT "test_gateway_orders_amount_ck" CHECK ("test_gateway_orders"."amount" > 0),
	CONSTRAINT "test_gateway_orders_amount_paid_ck" CHECK ("test_gateway_orders"."amount_paid" between 0 and "test_gateway_orders"."amount")
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"captured" boolean NOT NULL,
	"method" text NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"refund_status" text,
	"description" text,
	"card_id" text,
	"bank" text,
	"wallet" text,
	"vpa" text,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"fee" integer,
	"tax" integer,
	"error_code" text,
	"error_description" text,
	"error_source" text,
	"error_step" text,
	"error_reason" text,
	"acquirer_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_payments_status_ck" CHECK ("test_gateway_payments"."status" in ('captured', 'failed', 'refunded')),
	CONSTRAINT "test_gateway_payments_method_ck" CHECK ("test_gateway_payments"."method" in ('upi', 'card', 'netbanking', 'wallet')),
	CONSTRAINT "test_gateway_payments_refund_status_ck" CHECK ("test_gateway_payments"."refund_status" in ('partial', 'full')),
	CONSTRAINT "test_gateway_payments_amount_refunded_ck" CHECK ("test_gateway_payments"."amount_refunded" between 0 and "test_gateway_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text,
	"notes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_refunds_amount_ck" CHECK ("test_gateway_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD CONSTRAINT "test_gateway_payments_order_id_test_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."test_gateway_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_payment_id_test_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_gateway_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_gateway_payments_order_idx" ON "test_gateway_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_payments_captured_uq" ON "test_gateway_payments" USING btree ("order_id") WHERE "test_gateway_payments"."captured";--> statement-breakpoint
CREATE INDEX "test_gateway_refunds_payment_idx" ON "test_gateway_refunds" USING btree ("payment_id","created_at");