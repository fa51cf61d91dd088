import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyProductForm, emptyVariant, type ProductFormRaw } from "../../../lib/product-form-schema-fields";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory } from "../../../tests/fixtures/catalog";
import { checkoutDetails, createBuyer, fillCart } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { AppError } from "../../errors";
import { uploadLibraryImage } from "../media/service";
import { placeOrder } from "../orders/service";
import { OPENING_STOCK_REASON } from "./admin-product-form-variants";
import { createProduct, getProductForEdit, PRODUCT_FORM_MESSAGES, updateProduct } from "./service";

withTestDatabase();

let actor = { id: "", email: "owner@divinethreads.example" };
let categoryId = "";

beforeAll(async () => {
  const { userId } = await registeredAccount(actor.email, "admin", "Shop Owner");
  actor = { id: userId, email: actor.email };
  categoryId = (await createCategory("Pavadai")).id;
});

let n = 0;
function form(overrides: Partial<ProductFormRaw> = {}): ProductFormRaw {
  n += 1;
  return {
    ...emptyProductForm(),
    name: `Silk Pavadai ${n}`,
    price: "1499",
    category_id: categoryId,
    low_stock_threshold: "2",
    variants: [{ ...emptyVariant(), sku: `PAV-${n}`, stock: "8" }],
    ...overrides,
  };
}

const productRow = async (id: string) =>
  (await getDb().select().from(t.products).where(eq(t.products.id, id)))[0];
const variantsOf = (id: string) =>
  getDb()
    .select()
    .from(t.productVariants)
    .where(eq(t.productVariants.productId, id))
    .orderBy(asc(t.productVariants.position));
const movementsOf = (variantId: string) =>
  getDb()
    .select()
    .from(t.stockMovements)
    .where(eq(t.stockMovements.variantId, variantId))
    .orderBy(asc(t.stockMovements.createdAt));
const activityOf = (id: string) =>
  getDb()
    .select()
    .from(t.activityLog)
    .where(eq(t.activityLog.entityId, id))
    .orderBy(asc(t.activityLog.seq));

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Opens the product as the form would, and returns its values and version for a save. */
async function opened(id: string) {
  const edit = await getProductForEdit(id);
  if (!edit) throw new Error("product missing");
  return edit;
}

describe("creating a product from the admin form", () => {
  it("stores the normalised form, its variant with an opening-stock movement, and an activity row", async () => {
    const { id } = await createProduct(
      actor,
      form({
        name: "  Kanchi Silk Pavadai  ",
        short_description: "  ",
        description: '<p onclick="x()">Soft <strong>silk</strong><script>alert(1)</script></p>',
        original_price: "1,999.50",
        tags: "silk, kids,, Kids",
        brand: "",
        hsn_code: "5007",
        gst_rate: "5",
        is_featured: true,
        images: [{ url: "/uploads/test/pavadai.webp", alt: "" }],
      }),
    );
    const row = await productRow(id);
    expect(row).toMatchObject({
      name: "Kanchi Silk Pavadai",
      slug: "kanchi-silk-pavadai",
      shortDescription: null,
      description: "<p>Soft <strong>silk</strong></p>",
      price: 149_900,
      originalPrice: 199_950,
      tags: ["silk", "kids"],
      // Brand defaults to the shop's own, named as the storefront names it (setting site_name).
      brand: "Divine Threads",
      hsnCode: "5007",
      gstRateBp: 500,
      isActive: true,
      isFeatured: true,
      isBestseller: false,
      imageUrls: ["/uploads/test/pavadai.webp"],
      lowStockThreshold: 2,
    });
    const [variant] = await variantsOf(id);
    expect(variant).toMatchObject({ size: null, color: null, onHand: 8, reserved: 0, isDefault: true });
    expect(await movementsOf(variant.id)).toEqual([
      expect.objectContaining({
        movementType: "adjustment",
        quantity: 8,
        previousOnHand: 0,
        newOnHand: 8,
        reason: OPENING_STOCK_REASON,
        createdBy: actor.id,
        systemGenerated: false,
      }),
    ]);
    const [activity] = await activityOf(id);
    expect(activity).toMatchObject({
      action: "product.create",
      entityLabel: "Kanchi Silk Pavadai",
      actorId: actor.id,
    });
    expect(activity.changes.price).toEqual({ before: null, after: 149_900 });
    expect(activity.changes.variants.after).toEqual([
      { sku: variant.sku, size: null, color: null, priceOverride: null, onHand: 8 },
    ]);
  });

  it("gives every product its own slug", async () => {
    const a = await createProduct(actor, form({ name: "Twin Pavadai" }));
    const b = await createProduct(actor, form({ name: "Twin Pavadai" }));
    expect((await productRow(a.id)).slug).toBe("twin-pavadai");
    expect((await productRow(b.id)).slug).toBe("twin-pavadai-2");
  });

  it("builds a size and colour matrix, each variant with its own SKU, price and stock", async () => {
    const cell = (size: string, color: string, stock: string, price = "") => ({
      ...emptyVariant(),
      size,
      color,
      color_hex: color === "Maroon" ? "#800000" : "#FFD700",
      sku: `MX-${size}-${color}`.toUpperCase(),
      price,
      stock,
    });
    const { id } = await createProduct(
      actor,
      form({
        low_stock_threshold: "5",
        variants: [
          cell("2Y", "Maroon", "3"),
          cell("2Y", "Gold", "4"),
          cell("4Y", "Maroon", "0"),
          cell("4Y", "Gold", "6", "1599"),
        ],
      }),
    );
    const rows = await variantsOf(id);
    expect(
      rows.map((v) => [v.sku, v.size, v.color, v.colorHex, v.priceOverride, v.onHand, v.position]),
    ).toEqual([
      ["MX-2Y-MAROON", "2Y", "Maroon", "#800000", null, 3, 0],
      ["MX-2Y-GOLD", "2Y", "Gold", "#FFD700", null, 4, 1],
      ["MX-4Y-MAROON", "4Y", "Maroon", "#800000", null, 0, 2],
      ["MX-4Y-GOLD", "4Y", "Gold", "#FFD700", 159_900, 6, 3],
    ]);
    // No movement for a variant that starts with nothing.
    expect(await movementsOf(rows[2].id)).toEqual([]);
    const edit = await opened(id);
    expect(edit.form.variants.map((v) => [v.sku, v.stock, v.seen_stock, v.price])).toEqual([
      ["MX-2Y-MAROON", "3", "3", ""],
      ["MX-2Y-GOLD", "4", "4", ""],
      ["MX-4Y-MAROON", "0", "0", ""],
      ["MX-4Y-GOLD", "6", "6", "1599"],
    ]);
  });

  it("refuses a SKU another product uses, naming it, and creates nothing", async () => {
    const first = await createProduct(actor, form({ name: "Mysore Silk Pavadai" }));
    const [taken] = await variantsOf(first.id);
    const before = await getDb().select({ id: t.products.id }).from(t.products);
    const error = await refusal(
      createProduct(
        actor,
        form({
          variants: [{ ...emptyVariant(), sku: taken.sku.toLowerCase(), stock: "1" }],
          low_stock_threshold: "0",
        }),
      ),
    );
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe(
      `Failed to create product: SKU ${taken.sku.toLowerCase()} is already used by "Mysore Silk Pavadai". Choose another SKU.`,
    );
    expect(error.fieldErrors).toEqual({
      "variants.0.sku": `SKU ${taken.sku.toLowerCase()} is already used by "Mysore Silk Pavadai". Choose another SKU.`,
    });
    expect(await getDb().select({ id: t.products.id }).from(t.products)).toHaveLength(before.length);
  });

  it.each([
    [{ name: "" }, "name", "Product name is required"],
    [{ name: "x".repeat(256) }, "name", "Product name must be 255 characters or less"],
    [
      { short_description: "x".repeat(501) },
      "short_description",
      "Short description must be 500 characters or less",
    ],
    [{ brand: "x".repeat(101) }, "brand", "Brand must be 100 characters or less"],
    [{ color: "x".repeat(51) }, "color", "Color must be 50 characters or less"],
    [{ material: "x".repeat(101) }, "material", "Material must be 100 characters or less"],
    [{ price: "" }, "price", "Valid price is required"],
    [{ price: "abc" }, "price", "Price must be a valid number"],
    [{ price: "0" }, "price", "Price must be greater than 0"],
    [{ price: "1000000" }, "price", "Price must be less than 1,000,000"],
    [
      { price: "500", original_price: "400" },
      "original_price",
      "Original price should be greater than or equal to current price",
    ],
    [{ category_id: "" }, "category_id", "Category is required"],
    [
      { low_stock_threshold: "9" },
      "low_stock_threshold",
      "Low stock threshold should not exceed current stock quantity",
    ],
    [{ weight: "0" }, "weight", "Weight must be a number greater than 0"],
    [{ is_active: false, is_featured: true }, "is_featured", "Featured products must be active"],
    [{ is_active: false, is_bestseller: true }, "is_bestseller", "Bestseller products must be active"],
    [
      { images: Array.from({ length: 11 }, (_, i) => ({ url: `/uploads/${i}.webp`, alt: "" })) },
      "images",
      "Maximum 10 images allowed",
    ],
    [{ meta_title: "x".repeat(61) }, "meta_title", "Meta title must be 60 characters or less"],
    [
      { meta_description: "x".repeat(161) },
      "meta_description",
      "Meta description must be 160 characters or less",
    ],
    [{ hsn_code: "12345" }, "hsn_code", "HSN code must be 4, 6 or 8 digits"],
    [{ gst_rate: "10" }, "gst_rate", "GST rate must be 0, 3, 5 or 18%, or the garment price slab"],
  ] as [Partial<ProductFormRaw>, string, string][])(
    "refuses %j with the form's message and saves nothing",
    async (overrides, field, message) => {
      const count = (await getDb().select({ id: t.products.id }).from(t.products)).length;
      const error = await refusal(createProduct(actor, form(overrides)));
      expect(error.code).toBe("INVALID");
      expect(error.fieldErrors?.[field]).toBe(message);
      expect(error.message).toBe(`Validation failed: ${message}`);
      expect((await getDb().select({ id: t.products.id }).from(t.products)).length).toBe(count);
    },
  );

  it("refuses stock below 0 and a missing SKU", async () => {
    const error = await refusal(
      createProduct(actor, form({ variants: [{ ...emptyVariant(), sku: "", stock: "-2" }] })),
    );
    expect(error.fieldErrors).toEqual({
      "variants.0.sku": "SKU is required",
      "variants.0.stock": "Stock quantity must be 0 or greater",
    });
    expect(error.message).toBe("Validation failed: SKU is required, Stock quantity must be 0 or greater");
  });

  it("refuses a category that no longer exists", async () => {
    const error = await refusal(createProduct(actor, form({ category_id: crypto.randomUUID() })));
    expect(error.fieldErrors).toEqual({ category_id: PRODUCT_FORM_MESSAGES.categoryGone });
    expect(error.message).toBe(`Failed to create product: ${PRODUCT_FORM_MESSAGES.categoryGone}`);
  });
});

describe("editing a product", () => {
  it("returns null for an unknown product", async () => {
    expect(await getProductForEdit(crypto.randomUUID())).toBeNull();
    expect(await getProductForEdit("not-an-id")).toBeNull();
  });

  it("saves changed fields, records before and after of what changed, and keeps the slug", async () => {
    const { id } = await createProduct(actor, form({ name: "Temple Border Pavadai" }));
    const edit = await opened(id);
    await updateProduct(
      actor,
      id,
      {
        ...edit.form,
        name: "Temple Border Pavadai Set",
        price: "1299.50",
        description: "<p>New <em>look</em></p>",
      },
      edit.version,
    );
    const row = await productRow(id);
    expect(row).toMatchObject({
      name: "Temple Border Pavadai Set",
      slug: "temple-border-pavadai",
      price: 129_950,
      description: "<p>New <em>look</em></p>",
    });
    const log = await activityOf(id);
    expect(log.map((r) => r.action)).toEqual(["product.create", "product.update"]);
    expect(log[1].changes).toEqual({
      name: { before: "Temple Border Pavadai", after: "Temple Border Pavadai Set" },
      price: { before: 149_900, after: 129_950 },
      description: { before: "", after: "<p>New <em>look</em></p>" },
    });
    const reopened = await opened(id);
    expect(reopened.version).not.toBe(edit.version);
    expect(reopened.form.price).toBe("1299.50");
  });

  it("refuses a save over someone else's newer save and changes nothing", async () => {
    const { id } = await createProduct(actor, form({ name: "Ikat Pavadai" }));
    const mine = await opened(id);
    const theirs = await opened(id);
    await updateProduct(actor, id, { ...theirs.form, price: "1799" }, theirs.version);
    const saved = await productRow(id);
    const [variant] = await variantsOf(id);
    const error = await refusal(
      updateProduct(
        actor,
        id,
        {
          ...mine.form,
          name: "My Ikat Pavadai",
          variants: [{ ...mine.form.variants[0], stock: "50" }],
        },
        mine.version,
      ),
    );
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe(
      "This product was changed by someone else after you opened it. Reload to see their changes; your edits were not saved.",
    );
    expect(await productRow(id)).toEqual(saved);
    expect((await variantsOf(id))[0]).toEqual(variant);
    expect((await activityOf(id)).map((r) => r.action)).toEqual(["product.create", "product.update"]);
    // Without the version the form was opened with, nothing is saved either.
    await refusal(updateProduct(actor, id, mine.form, undefined));
    expect(await productRow(id)).toEqual(saved);
  });

  it("applies a stock edit as the difference from what was seen, so a sale made meanwhile is kept", async () => {
    const { id } = await createProduct(actor, form({ name: "Cotton Pavadai" }));
    const edit = await opened(id);
    const [variant] = await variantsOf(id);
    // A sale of 3 while the form is open: 8 on hand become 5.
    await getDb().update(t.productVariants).set({ onHand: 5 }).where(eq(t.productVariants.id, variant.id));
    await updateProduct(
      actor,
      id,
      { ...edit.form, variants: [{ ...edit.form.variants[0], stock: "18" }] },
      edit.version,
    );
    const [after] = await variantsOf(id);
    expect(after.onHand).toBe(15);
    const movements = await movementsOf(variant.id);
    expect(movements.at(-1)).toMatchObject({
      movementType: "adjustment",
      quantity: 10,
      previousOnHand: 5,
      newOnHand: 15,
      createdBy: actor.id,
      systemGenerated: false,
    });
  });

  it("adds, edits and removes variants, and refuses to remove one that is on an order", async () => {
    const { id } = await createProduct(
      actor,
      form({
        low_stock_threshold: "0",
        variants: [
          { ...emptyVariant(), size: "2Y", sku: "CH-2Y", stock: "5" },
          { ...emptyVariant(), size: "4Y", sku: "CH-4Y", stock: "5" },
        ],
      }),
    );
    const edit = await opened(id);
    const [small, large] = edit.form.variants;
    // Swap the SKUs, drop 4Y's row, add 6Y.
    await updateProduct(
      actor,
      id,
      {
        ...edit.form,
        variants: [
          { ...small, sku: "CH-4Y", price: "1599" },
          { ...emptyVariant(), size: "6Y", sku: "CH-6Y", stock: "2" },
        ],
      },
      edit.version,
    );
    const rows = await variantsOf(id);
    expect(
      rows.map((v) => [v.id === small.id, v.size, v.sku, v.priceOverride, v.onHand, v.isDefault]),
    ).toEqual([
      [true, "2Y", "CH-4Y", 159_900, 5, true],
      [false, "6Y", "CH-6Y", null, 2, false],
    ]);
    expect(rows.some((v) => v.id === large.id)).toBe(false);

    // A shopper orders 6Y: its units are held and it is on an order.
    const buyer = await createBuyer();
    await fillCart(buyer, [[rows[1].id, 1]]);
    await placeOrder({
      userId: buyer,
      idempotencyKey: crypto.randomUUID(),
      details: checkoutDetails(),
      paymentMethod: "razorpay",
    });
    const again = await opened(id);
    expect(again.variants.map((v) => [v.reserved, v.onOrders])).toEqual([
      [0, false],
      [1, true],
    ]);
    const error = await refusal(
      updateProduct(actor, id, { ...again.form, variants: [again.form.variants[0]] }, again.version),
    );
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe(
      "Failed to update product: The variant 6Y cannot be removed: 1 unit is held by orders awaiting payment.",
    );
    expect(await variantsOf(id)).toHaveLength(2);
    // Stock below the held units is refused too, through the stock adjustment.
    const below = await refusal(
      updateProduct(
        actor,
        id,
        { ...again.form, variants: [again.form.variants[0], { ...again.form.variants[1], stock: "0" }] },
        again.version,
      ),
    );
    expect(below.message).toBe(
      "Failed to update product: Stock for CH-6Y cannot go below 1: that many units are held by orders awaiting payment.",
    );
    expect((await opened(id)).version).toBe(again.version);
  });

  it("refuses to remove a variant that an order names, even once nothing is held", async () => {
    const { id } = await createProduct(
      actor,
      form({
        low_stock_threshold: "0",
        variants: [
          { ...emptyVariant(), size: "S", sku: "ORD-S", stock: "5" },
          { ...emptyVariant(), size: "M", sku: "ORD-M", stock: "5" },
        ],
      }),
    );
    const [, medium] = await variantsOf(id);
    const buyer = await createBuyer();
    await fillCart(buyer, [[medium.id, 1]]);
    await placeOrder({
      userId: buyer,
      idempotencyKey: crypto.randomUUID(),
      details: checkoutDetails(),
      paymentMethod: "razorpay",
    });
    await getDb().update(t.productVariants).set({ reserved: 0 }).where(eq(t.productVariants.id, medium.id));
    const edit = await opened(id);
    const error = await refusal(
      updateProduct(actor, id, { ...edit.form, variants: [edit.form.variants[0]] }, edit.version),
    );
    expect(error.message).toBe(
      "Failed to update product: The variant M cannot be removed: it appears on orders. Set its stock to 0 instead.",
    );
  });

  it("refuses a variant id of another product", async () => {
    const other = await createProduct(actor, form());
    const [foreign] = await variantsOf(other.id);
    const { id } = await createProduct(actor, form());
    const edit = await opened(id);
    const error = await refusal(
      updateProduct(
        actor,
        id,
        { ...edit.form, variants: [{ ...edit.form.variants[0], id: foreign.id }] },
        edit.version,
      ),
    );
    expect(error.code).toBe("INVALID");
    expect(error.fieldErrors).toEqual({ "variants.0.id": PRODUCT_FORM_MESSAGES.unknown });
    expect((await variantsOf(other.id))[0]).toEqual(foreign);
  });

  it("keeps alt text in the image's library entry", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const image = await uploadLibraryImage(
      actor,
      { name: "pavadai.png", bytes: png },
      { purpose: "product", tags: "kids" },
    );
    const { id } = await createProduct(
      actor,
      form({
        images: [
          { url: image.publicUrl, alt: "Maroon silk pavadai, front" },
          { url: "/uploads/seed/elsewhere.webp", alt: "kept nowhere" },
        ],
      }),
    );
    const edit = await opened(id);
    expect(edit.images).toEqual([
      {
        url: image.publicUrl,
        alt: "Maroon silk pavadai, front",
        libraryId: image.id,
        thumbnailUrl: image.thumbnailUrl,
      },
      { url: "/uploads/seed/elsewhere.webp", alt: "", libraryId: null, thumbnailUrl: null },
    ]);
    const [entry] = await getDb().select().from(t.imageLibrary).where(eq(t.imageLibrary.id, image.id));
    expect(entry).toMatchObject({
      altText: "Maroon silk pavadai, front",
      tags: ["kids"],
      purpose: "product",
    });
  });
});
