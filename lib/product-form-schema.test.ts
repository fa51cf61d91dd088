import { describe, expect, it } from "vitest";
import { parseProductForm } from "./product-form-schema";
import {
  emptyProductForm,
  emptyVariant,
  type ProductFormRaw,
  readProductForm,
} from "./product-form-schema-fields";

const CATEGORY = "0b6f6d6e-8f3c-4a53-9d5e-2f1f5a6b7c8d";

function valid(overrides: Partial<ProductFormRaw> = {}): ProductFormRaw {
  return {
    ...emptyProductForm(),
    name: "Kanjivaram Silk Saree",
    price: "14,999",
    category_id: CATEGORY,
    low_stock_threshold: "5",
    variants: [{ ...emptyVariant(), sku: "DT-SAR-001", stock: "12" }],
    ...overrides,
  };
}

/** The field errors of a form that must fail. */
function errorsOf(form: unknown) {
  const result = parseProductForm(form);
  if (result.ok) throw new Error("expected the form to be refused");
  return result;
}

const messageFor = (form: unknown, field: string) => errorsOf(form).fieldErrors[field];

describe("the admin product form schema", () => {
  it("accepts a complete form and normalises it for saving", () => {
    const result = parseProductForm(
      valid({
        name: "  Kanjivaram Silk Saree \u0000 ",
        short_description: "   ",
        original_price: "17999.50",
        cost_price: "0",
        tags: "silk, Saree ,, saree, wedding",
        brand: "",
        hsn_code: "5007",
        gst_rate: "18",
        weight: "750",
        meta_title: " Kanjivaram | Divine Threads ",
        last_restock_date: "2026-02-28",
        is_active: true,
        is_featured: "on" as unknown as boolean,
        images: [{ url: "/uploads/a.webp", alt: "  Maroon saree  " }],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      name: "Kanjivaram Silk Saree",
      shortDescription: null,
      price: 1_499_900,
      originalPrice: 1_799_950,
      costPrice: 0,
      categoryId: CATEGORY,
      tags: ["silk", "Saree", "wedding"],
      brand: null,
      hsnCode: "5007",
      gstRateBp: 1800,
      weightGrams: 750,
      metaTitle: "Kanjivaram | Divine Threads",
      lowStockThreshold: 5,
      lastRestockDate: "2026-02-28",
      isActive: true,
      isFeatured: true,
      isBestseller: false,
      images: [{ url: "/uploads/a.webp", alt: "Maroon saree" }],
      variants: [
        {
          id: null,
          size: null,
          color: null,
          colorHex: null,
          sku: "DT-SAR-001",
          priceOverride: null,
          stock: 12,
          seenStock: null,
        },
      ],
      stockQuantity: 12,
    });
  });

  it("gives the spec's messages for the required fields of an empty form", () => {
    const result = errorsOf({});
    expect(result.fieldErrors).toMatchObject({
      name: "Product name is required",
      price: "Valid price is required",
      category_id: "Category is required",
      "variants.0.sku": "SKU is required",
      // No variant posted reads as one blank variant: the stock quantity is not present.
      "variants.0.stock": "Stock quantity must be 0 or greater",
    });
    expect(result.message).toBe(
      "Validation failed: Product name is required, Valid price is required, Category is required, " +
        "GST rate must be 0, 3, 5 or 18%, or the garment price slab, SKU is required, Stock quantity must be 0 or greater",
    );
    // A blank stock quantity is "not present".
    expect(
      messageFor(valid({ variants: [{ ...emptyVariant(), sku: "A", stock: "" }] }), "variants.0.stock"),
    ).toBe("Stock quantity must be 0 or greater");
  });

  it.each([
    ["name", "x".repeat(256), "Product name must be 255 characters or less"],
    ["short_description", "x".repeat(501), "Short description must be 500 characters or less"],
    ["brand", "x".repeat(101), "Brand must be 100 characters or less"],
    ["color", "x".repeat(51), "Color must be 50 characters or less"],
    ["material", "x".repeat(101), "Material must be 100 characters or less"],
    ["meta_title", "x".repeat(61), "Meta title must be 60 characters or less"],
    ["meta_description", "x".repeat(161), "Meta description must be 160 characters or less"],
  ])("limits %s", (field, value, message) => {
    expect(messageFor(valid({ [field]: value }), field)).toBe(message);
    expect(parseProductForm(valid({ [field]: value.slice(1) })).ok).toBe(true);
  });

  it("limits the SKU to 100 characters", () => {
    const sku = (value: string) => valid({ variants: [{ ...emptyVariant(), sku: value, stock: "12" }] });
    expect(messageFor(sku("S".repeat(101)), "variants.0.sku")).toBe("SKU must be 100 characters or less");
    expect(parseProductForm(sku("S".repeat(100))).ok).toBe(true);
  });

  it.each([
    ["", "Valid price is required"],
    ["abc", "Price must be a valid number"],
    ["12.3.4", "Price must be a valid number"],
    ["0", "Price must be greater than 0"],
    ["-5", "Price must be greater than 0"],
    ["1000000", "Price must be less than 1,000,000"],
    ["999999.991", "Price must be less than 1,000,000"],
    ["10.999", "Price can have at most 2 decimal places"],
  ])("refuses the price %j", (price, message) => {
    expect(messageFor(valid({ price }), "price")).toBe(message);
  });

  it("accepts the largest price", () => {
    const result = parseProductForm(valid({ price: "999999.99" }));
    expect(result.ok && result.data.price).toBe(99_999_999);
  });

  it("checks the original price against the price", () => {
    expect(messageFor(valid({ price: "500", original_price: "499.99" }), "original_price")).toBe(
      "Original price should be greater than or equal to current price",
    );
    expect(parseProductForm(valid({ price: "500", original_price: "500" })).ok).toBe(true);
    expect(messageFor(valid({ original_price: "lots" }), "original_price")).toBe(
      "Original price must be a valid number",
    );
    expect(messageFor(valid({ original_price: "0" }), "original_price")).toBe(
      "Original price must be greater than 0",
    );
  });

  it("checks stock quantity and the low stock threshold", () => {
    const stock = (value: string) => valid({ variants: [{ ...emptyVariant(), sku: "A", stock: value }] });
    expect(messageFor(stock("-1"), "variants.0.stock")).toBe("Stock quantity must be 0 or greater");
    expect(messageFor(stock("2.5"), "variants.0.stock")).toBe("Stock quantity must be a whole number");
    expect(messageFor(stock("1000000"), "variants.0.stock")).toBe("Stock quantity must be 999,999 or less");
    expect(messageFor(valid({ low_stock_threshold: "13" }), "low_stock_threshold")).toBe(
      "Low stock threshold should not exceed current stock quantity",
    );
    expect(messageFor(valid({ low_stock_threshold: "-1" }), "low_stock_threshold")).toBe(
      "Low stock threshold must be 0 or greater",
    );
    expect(messageFor(valid({ low_stock_threshold: "1.5" }), "low_stock_threshold")).toBe(
      "Low stock threshold must be a whole number",
    );
    // Not given: the shop's default threshold, without the check.
    const result = parseProductForm(valid({ low_stock_threshold: "" }));
    expect(result.ok && result.data.lowStockThreshold).toBe(10);
  });

  it("compares the threshold with the stock of all variants together", () => {
    const form = valid({
      low_stock_threshold: "12",
      variants: [
        { ...emptyVariant(), size: "S", sku: "A-S", stock: "5" },
        { ...emptyVariant(), size: "M", sku: "A-M", stock: "7" },
      ],
    });
    const result = parseProductForm(form);
    expect(result.ok && result.data.stockQuantity).toBe(12);
  });

  it("wants a weight above 0", () => {
    expect(messageFor(valid({ weight: "0" }), "weight")).toBe("Weight must be a number greater than 0");
    expect(messageFor(valid({ weight: "heavy" }), "weight")).toBe("Weight must be a number greater than 0");
    expect(messageFor(valid({ weight: "50001" }), "weight")).toBe("Weight must be 50 kg (50,000 g) or less");
  });

  it("keeps featured and bestseller products active", () => {
    const result = errorsOf(valid({ is_active: false, is_featured: true, is_bestseller: true }));
    expect(result.fieldErrors).toEqual({
      is_featured: "Featured products must be active",
      is_bestseller: "Bestseller products must be active",
    });
    expect(result.message).toBe(
      "Validation failed: Featured products must be active, Bestseller products must be active",
    );
  });

  it("reports the flags even when other fields fail too", () => {
    const result = errorsOf({ ...valid({ name: "", is_active: false, is_featured: true }) });
    expect(result.message).toBe(
      "Validation failed: Product name is required, Featured products must be active",
    );
  });

  it("allows at most 10 images, each an address on this site or the web", () => {
    const images = Array.from({ length: 11 }, (_, i) => ({ url: `/uploads/${i}.webp`, alt: "" }));
    expect(messageFor(valid({ images }), "images")).toBe("Maximum 10 images allowed");
    expect(parseProductForm(valid({ images: images.slice(1) })).ok).toBe(true);
    expect(messageFor(valid({ images: [{ url: "javascript:alert(1)", alt: "" }] }), "images.0.url")).toBe(
      "Image address is not valid",
    );
    expect(messageFor(valid({ images: [{ url: "//evil.example/x.png", alt: "" }] }), "images.0.url")).toBe(
      "Image address is not valid",
    );
  });

  it("checks HSN code, GST rate and tags", () => {
    expect(messageFor(valid({ hsn_code: "50071" }), "hsn_code")).toBe("HSN code must be 4, 6 or 8 digits");
    expect(parseProductForm(valid({ hsn_code: "6204 4290" })).ok).toBe(true);
    const gstInvalid = "GST rate must be 0, 3, 5 or 18%, or the garment price slab";
    expect(messageFor(valid({ gst_rate: "15" }), "gst_rate")).toBe(gstInvalid);
    // 12% and 28% no longer exist for these goods (since 22 September 2025).
    expect(messageFor(valid({ gst_rate: "12" }), "gst_rate")).toBe(gstInvalid);
    const jewellery = parseProductForm(valid({ hsn_code: "7117", gst_rate: "3%" }));
    expect(jewellery.ok && jewellery.data).toMatchObject({ gstRateBp: 300, gstSlab: false, uqc: "PCS" });
    const kurta = parseProductForm(valid({ hsn_code: "6211", gst_rate: "slab", uqc: "set" }));
    expect(kurta.ok && kurta.data).toMatchObject({ gstRateBp: 500, gstSlab: true, uqc: "SET" });
    expect(messageFor(valid({ hsn_code: "5007", gst_rate: "slab" }), "gst_rate")).toBe(
      "The garment price slab is for HSN chapters 61 to 64 (garments, made-ups and footwear)",
    );
    expect(messageFor(valid({ uqc: "KGS" }), "uqc")).toBe("Choose a unit of quantity: PCS, SET, PRS or NOS");
    expect(messageFor(valid({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(",") }), "tags")).toBe(
      "Maximum 20 tags allowed",
    );
    expect(messageFor(valid({ tags: "x".repeat(51) }), "tags.0")).toBe(
      "Each tag must be 50 characters or less",
    );
  });

  it("checks the variants of a size and colour matrix", () => {
    const row = (size: string, color: string, sku: string) => ({
      ...emptyVariant(),
      size,
      color,
      color_hex: "#a52a2a",
      sku,
      stock: "3",
    });
    const result = errorsOf(
      valid({
        variants: [
          row("M", "Red", "K-M-R"),
          row("m", "red", "k-m-r"),
          { ...row("L", "Red", "K-L"), price: "0" },
        ],
      }),
    );
    expect(result.fieldErrors).toEqual({
      "variants.1.sku": "SKU k-m-r is used by more than one variant",
      "variants.1.size": "The variant m / red appears more than once",
      "variants.2.price": "Variant price must be greater than 0",
    });
    const ok = parseProductForm(
      valid({ variants: [row("M", "Red", "K-M-R"), { ...row("L", "Red", "K-L"), price: "999" }] }),
    );
    expect(ok.ok && ok.data.variants.map((v) => [v.colorHex, v.priceOverride])).toEqual([
      ["#A52A2A", null],
      ["#A52A2A", 99_900],
    ]);
    expect(
      messageFor(
        valid({ variants: [{ ...row("M", "Red", "A"), color_hex: "red" }] }),
        "variants.0.color_hex",
      ),
    ).toBe("Color code must look like #A52A2A");
    expect(
      messageFor(valid({ variants: [{ ...row("M", "Red", "A"), id: "no-such" }] }), "variants.0.id"),
    ).toBe("This variant no longer exists. Reload the page and try again.");
  });

  it("reads a posted form: fields by name, images and variants as repeated fields", () => {
    const form = new FormData();
    form.set("name", "Silk Pavadai");
    form.set("price", "1499");
    form.set("is_active", "on");
    form.append("image_url", "/uploads/one.webp");
    form.append("image_alt", "Front");
    form.append("image_url", "/uploads/two.webp");
    form.append("image_alt", "");
    for (const [size, sku] of [
      ["2-3Y", "P-2"],
      ["4-5Y", "P-4"],
    ]) {
      form.append("variant_size", size);
      form.append("variant_sku", sku);
      form.append("variant_stock", "4");
    }
    form.append("variant_id", "");
    const raw = readProductForm(form);
    expect(raw).toMatchObject({
      name: "Silk Pavadai",
      price: "1499",
      is_active: true,
      is_featured: false,
      images: [
        { url: "/uploads/one.webp", alt: "Front" },
        { url: "/uploads/two.webp", alt: "" },
      ],
      variants: [
        { id: "", size: "2-3Y", sku: "P-2", stock: "4", color: "" },
        { id: "", size: "4-5Y", sku: "P-4", stock: "4", color: "" },
      ],
    });
  });
});
