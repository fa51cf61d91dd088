ALTER TABLE "products" ADD COLUMN "gst_slab" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "uqc" text DEFAULT 'PCS' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "uqc" text DEFAULT 'PCS' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_gst_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_taxable_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_uqc_ck" CHECK ("products"."uqc" in ('PCS', 'SET', 'PRS', 'NOS'));--> statement-breakpoint
-- Garments, made-ups and footwear take the price-linked rate (5% up to Rs 2,500 a piece, 18% above,
-- Notification 9/2025-CT(R)); footwear is counted in pairs.
UPDATE "products" SET "gst_slab" = true, "gst_rate_bp" = 500 WHERE "hsn_code" ~ '^6[1-4]';--> statement-breakpoint
UPDATE "products" SET "uqc" = 'PRS' WHERE "hsn_code" ~ '^64';--> statement-breakpoint
-- The demo catalogue's rates that no longer hold since 22 September 2025 (decision 016): changed
-- only where a product still carries the demo's name and old rate. The hand-embroidered shawl is a
-- handicraft at 5% at any price (Notification 13/2025-CT(R)).
UPDATE "products" SET "gst_slab" = false, "gst_rate_bp" = 500
  WHERE "name" = 'Kashmiri Wool Shawl with Sozni Embroidery' AND "hsn_code" = '6214';--> statement-breakpoint
UPDATE "products" SET "gst_rate_bp" = 500 WHERE "gst_rate_bp" = 1800 AND "name" IN (
  'Kanjivaram Pure Silk Saree with Zari Border', 'Banarasi Katan Silk Saree with Kadhwa Buti');--> statement-breakpoint
UPDATE "products" SET "gst_rate_bp" = 500 WHERE "gst_rate_bp" = 1200 AND "name" IN (
  'Brass Laddu Gopal Idol 4 Inch', 'Brass Radha Krishna Idol Pair 8 Inch', 'Brass Ganesha Idol with Antique Finish',
  'Brass Puja Thali Set 7 Pieces', 'Brass Puja Gift Set with Diya, Bell and Kumkum Box',
  'Shrinathji Pichwai Painting on Cloth');--> statement-breakpoint
UPDATE "products" SET "gst_rate_bp" = 300 WHERE "gst_rate_bp" = 1200 AND "name" IN (
  'Laddu Gopal Shringar Set with Bansuri and Mukut', 'Kundan Choker Necklace Set with Earrings',
  'Temple Jewellery Lakshmi Coin Haram');--> statement-breakpoint
-- Prices include GST at each product's lawful rate; the flat 18% on top is gone (decision 016).
DELETE FROM "admin_settings" WHERE "setting_key" = 'tax_mode';
