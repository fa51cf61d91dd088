import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { PRODUCT_MESSAGES } from "../../../lib/product-form-schema-fields";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { applyImport, IMPORT_MESSAGES, ImportFileError, previewImport } from "./service";

withTestDatabase();

let actor = { id: "", email: "" };

beforeAll(async () => {
  const id = randomUUID();
  actor = { id, email: "owner@divinethreads.example" };
  await getDb().insert(t.user).values({ id, name: "Meera Owner", email: actor.email, role: "admin" });
  await createCategory("Sarees");
  await getDb().insert(t.categories).values({ name: "Kurtas", slug: "kurtas" });
});

const csv = (text: string) => new TextEncoder().encode(text);

const HEADER =
  "sku,parent_sku,name,category,price,original_price,size,color,stock,description,tags,is_active,is_featured";
const FILE = [
  HEADER,
  // A product with two variants; the name holds a quoted comma and doubled quotes.
  'KUR-1-M,,"Silk Kurta, ""Festive"" Edit",Kurtas,2499,2999,M,Maroon,12,"Hand woven, with zari",silk,true,false',
  "KUR-1-L,KUR-1-M,,,,,L,Maroon,8,,,,",
  // Bad rows of each kind.
  ",,No SKU,Kurtas,999,,,,1,,,,",
  "BAD-PRICE,,Cotton Kurta,Kurtas,abc,,,,1,,,,",
  "BAD-STOCK,,Linen Kurta,Kurtas,899,,,,-3,,,,",
  "BAD-CAT,,Chiffon Saree,Nowhere,1999,,,,4,,,,",
  "BAD-FLAG,,Tussar Saree,Sarees,1999,,,,4,,,false,true",
  "BAD-ORIG,,Georgette Saree,Sarees,1999,999,,,4,,,,",
  "KUR-1-M,,Again,Kurtas,100,,,,1,,,,",
  // A formula-looking name (CSV injection) is plain text.
  'INJ-1,,=HYPERLINK("http://evil.example"),Sarees,1500,,,,3,,,,',
].join("\r\n");

const productCount = async () => (await getDb().select({ n: count() }).from(t.products))[0].n;
const activityCount = async () => (await getDb().select({ n: count() }).from(t.activityLog))[0].n;
const movementCount = async () => (await getDb().select({ n: count() }).from(t.stockMovements))[0].n;

describe("product import", () => {
  it("previews every row with its errors, the product form's messages, and writes nothing", async () => {
    const before = [await productCount(), await activityCount(), await movementCount()];
    const preview = await previewImport("products", csv(FILE));
    expect([await productCount(), await activityCount(), await movementCount()]).toEqual(before);
    const byLine = new Map(preview.rows.map((r) => [r.line, r]));
    expect(preview.rows).toHaveLength(10);
    expect(byLine.get(2)).toMatchObject({ label: "KUR-1-M", action: "create", errors: [] });
    expect(byLine.get(3)).toMatchObject({ label: "KUR-1-L", action: "create" });
    expect(byLine.get(4)?.errors).toEqual([PRODUCT_MESSAGES.skuRequired]);
    expect(byLine.get(5)?.errors).toEqual([PRODUCT_MESSAGES.priceNotNumber]);
    expect(byLine.get(6)?.errors).toEqual([PRODUCT_MESSAGES.stockNegative]);
    expect(byLine.get(7)?.errors).toEqual(["Category not found: Nowhere"]);
    expect(byLine.get(8)?.errors).toEqual([PRODUCT_MESSAGES.featuredInactive]);
    expect(byLine.get(9)?.errors).toEqual([PRODUCT_MESSAGES.originalPriceBelowPrice]);
    expect(byLine.get(10)?.errors[0]).toContain(PRODUCT_MESSAGES.duplicateSku("KUR-1-M"));
    expect(byLine.get(11)).toMatchObject({ action: "create", errors: [] });
    expect(preview.summary).toEqual({ total: 10, create: 3, update: 0, unchanged: 0, rejected: 7 });
  });

  it("applies only the good rows, with activity rows and opening stock in the ledger", async () => {
    const before = await productCount();
    const progress: number[] = [];
    const result = await applyImport("products", csv(FILE), actor, (p) => {
      progress.push(p.done);
    });
    expect(result.summary).toMatchObject({ create: 3, rejected: 7 });
    expect(progress.at(-1)).toBe(10);
    expect(await productCount()).toBe(before + 2);
    const [kurta] = await getDb()
      .select()
      .from(t.products)
      .where(eq(t.products.name, 'Silk Kurta, "Festive" Edit'));
    expect(kurta).toMatchObject({ price: 249900, originalPrice: 299900, isActive: true, tags: ["silk"] });
    expect(kurta.description).toBe("Hand woven, with zari");
    expect(kurta.stockAvailable).toBe(20);
    const variants = await getDb()
      .select()
      .from(t.productVariants)
      .where(eq(t.productVariants.productId, kurta.id));
    expect(variants.map((v) => [v.sku, v.size, v.onHand]).sort()).toEqual([
      ["KUR-1-L", "L", 8],
      ["KUR-1-M", "M", 12],
    ]);
    const movements = await getDb()
      .select()
      .from(t.stockMovements)
      .where(eq(t.stockMovements.productId, kurta.id));
    expect(movements.map((m) => m.quantity).sort()).toEqual([12, 8]);
    expect(movements.every((m) => m.createdBy === actor.id && m.movementType === "adjustment")).toBe(true);
    const logged = await getDb().select().from(t.activityLog).where(eq(t.activityLog.entityId, kurta.id));
    expect(logged.map((l) => l.action)).toEqual(["product.import_create"]);
    const [injected] = await getDb()
      .select()
      .from(t.products)
      .where(sql`${t.products.name} like '=HYPERLINK%'`);
    expect(injected.name).toBe('=HYPERLINK("http://evil.example")');
  });

  it("changes nothing when the same file runs again", async () => {
    const before = [await productCount(), await activityCount(), await movementCount()];
    const result = await applyImport("products", csv(FILE), actor);
    expect(result.summary).toMatchObject({ create: 0, update: 0, unchanged: 3, rejected: 7 });
    expect([await productCount(), await activityCount(), await movementCount()]).toEqual(before);
  });

  it("updates a stored product matched by SKU, and sets its stock through the ledger", async () => {
    const category = await createCategory("Lehengas");
    const { product, variants } = await createProduct({
      name: "Bridal Lehenga",
      categoryId: category.id,
      priceRupees: 15000,
      variants: [["M", 20]],
    });
    const sku = variants[0].sku;
    const file = csv(`sku,price,stock\n${sku},14500,15\n`);
    const preview = await previewImport("products", file);
    expect(preview.rows[0]).toMatchObject({ action: "update", errors: [] });
    await applyImport("products", file, actor);
    const [row] = await getDb().select().from(t.products).where(eq(t.products.id, product.id));
    expect(row).toMatchObject({ price: 1450000, name: "Bridal Lehenga" });
    const [movement] = await getDb()
      .select()
      .from(t.stockMovements)
      .where(eq(t.stockMovements.variantId, variants[0].id));
    expect(movement).toMatchObject({
      previousOnHand: 20,
      newOnHand: 15,
      quantity: -5,
      reason: "Stock set by a product import",
    });
    const logged = await getDb().select().from(t.activityLog).where(eq(t.activityLog.entityId, product.id));
    expect(logged.map((l) => l.action)).toEqual(["product.import_update"]);
    expect((await previewImport("products", file)).rows[0].action).toBe("unchanged");
  });
});

describe("blank cells", () => {
  it("keep a stored product's images, tags, descriptions, prices and stock, and re-running is a no-op", async () => {
    const category = await createCategory("Dupattas");
    const { product, variants } = await createProduct({
      name: "Banarasi Dupatta",
      categoryId: category.id,
      priceRupees: 3000,
      variants: [["Free", 6]],
    });
    const stored = {
      imageUrls: ["/uploads/products/dupatta.jpg"],
      tags: ["silk", "zari"],
      shortDescription: "Woven in Varanasi",
      costPrice: 120000,
      brand: "Kashi Looms",
    };
    await getDb().update(t.products).set(stored).where(eq(t.products.id, product.id));
    const sku = variants[0].sku;
    const header =
      "sku,name,category,price,original_price,cost_price,short_description,tags,brand,image_urls,size,color,stock,is_active";
    const blank = csv(`${header}
${sku},,,,,,,,,,,,,
`);
    expect((await previewImport("products", blank)).rows[0]).toMatchObject({
      action: "unchanged",
      errors: [],
    });
    const priced = csv(`${header}
${sku},,,2800,,,,,,,,,,
`);
    expect((await previewImport("products", priced)).rows[0]).toMatchObject({ action: "update", errors: [] });
    await applyImport("products", priced, actor);
    const [row] = await getDb().select().from(t.products).where(eq(t.products.id, product.id));
    expect(row).toMatchObject({
      ...stored,
      price: 280000,
      name: "Banarasi Dupatta",
      categoryId: category.id,
    });
    const [variant] = await getDb()
      .select()
      .from(t.productVariants)
      .where(eq(t.productVariants.id, variants[0].id));
    expect([variant.onHand, variant.size]).toEqual([6, "Free"]);
    expect((await applyImport("products", priced, actor)).summary).toMatchObject({ unchanged: 1, update: 0 });
  });
});

describe("a product row's category", () => {
  it("is a name only one category has, a slug or an id; a shared name asks for the slug", async () => {
    const [menswear] = await getDb()
      .insert(t.categories)
      .values({ name: "Menswear", slug: "menswear" })
      .returning();
    await getDb().insert(t.categories).values({ name: "kurtas", slug: "mens-kurtas", parentId: menswear.id });
    const preview = await previewImport(
      "products",
      csv(
        `sku,name,category,price,stock\nAMB-1,Nehru Kurta,Kurtas,1500,2\nAMB-2,Nehru Kurta,mens-kurtas,1500,2\n`,
      ),
    );
    expect(preview.rows.map((r) => [r.action, r.errors])).toEqual([
      ["rejected", ["2 categories are named Kurtas: give the category's slug instead"]],
      ["create", []],
    ]);
  });
});

describe("product files that cannot be read", () => {
  it("refuses an Excel workbook without a Products sheet", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Sheet1").addRow(["sku", "name"]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const error = await previewImport("products", bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).message).toBe(IMPORT_MESSAGES.sheetNotFound);
    expect((error as ImportFileError).message).toBe("Sheet not found");
  });

  it("reads an Excel sheet, formulas as their text", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Products");
    sheet.addRow(["sku", "name", "category", "price", "stock"]);
    sheet.addRow(["XL-1", "Silk Dupatta", "Sarees", 1200, 4]);
    sheet.addRow([
      "XL-2",
      { formula: 'A2&"x"', result: "XL-1x" },
      "Sarees",
      { formula: "1+1", result: 2 },
      1,
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const preview = await previewImport("products", bytes);
    expect(preview.rows[0]).toMatchObject({ line: 2, action: "create", errors: [] });
    expect(preview.rows[1]).toMatchObject({
      line: 3,
      action: "rejected",
      errors: [PRODUCT_MESSAGES.priceNotNumber],
    });
  });

  it("says 'Failed to read file' for a file that is neither CSV nor XLSX", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    await expect(previewImport("products", bytes)).rejects.toThrow(IMPORT_MESSAGES.readFailed);
  });
});
