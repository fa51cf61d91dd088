-- A registered buyer may give a GSTIN and business name at checkout: the invoice is then a B2B tax
-- invoice naming them (CGST Rules r.46(d)) and the GSTR-1 export reports it in its B2B tables.
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_gstin_ck" CHECK (("orders"."buyer_gstin" is null and "orders"."buyer_business_name" is null) or ("orders"."buyer_gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$' and char_length("orders"."buyer_business_name") between 1 and 150));