import { describe, expect, it } from "vitest";
import { CATEGORY_MESSAGES, categorySlug, parseCategoryForm } from "./category-form-schema";

describe("categorySlug (spec section 5)", () => {
  it("lowercases, drops other characters, turns spaces into hyphens and collapses them", () => {
    expect(categorySlug("Traditional Wear")).toBe("traditional-wear");
    expect(categorySlug("T-Shirts")).toBe("t-shirts");
    expect(categorySlug("Kids' Kurtas & Dhotis!")).toBe("kids-kurtas-dhotis");
    expect(categorySlug("Silk  --  Sarees")).toBe("silk-sarees");
    expect(categorySlug("Festival_Wear 2026")).toBe("festivalwear-2026");
    expect(categorySlug("  - Summer Collection -  ")).toBe("summer-collection");
  });

  it("keeps accented letters as plain ones and drops scripts a URL part cannot carry plainly", () => {
    expect(categorySlug("Café Cotton")).toBe("cafe-cotton");
    expect(categorySlug("साड़ी")).toBe("");
  });
});

const valid = { name: "Pattu Pavadai", isActive: "on" };

describe("parseCategoryForm", () => {
  it("makes the slug from the name when it is empty, and applies the rule to a typed one", () => {
    const fromName = parseCategoryForm({ ...valid, slug: "" });
    expect(fromName).toMatchObject({
      ok: true,
      data: { slug: "pattu-pavadai", isActive: true, isFeatured: false },
    });
    expect(parseCategoryForm({ ...valid, slug: "My Own  Slug!" })).toMatchObject({
      ok: true,
      data: { slug: "my-own-slug" },
    });
  });

  it("gives a clear message for a missing, short or long name", () => {
    expect(parseCategoryForm({})).toEqual({
      ok: false,
      fieldErrors: { name: CATEGORY_MESSAGES.nameRequired },
    });
    expect(parseCategoryForm({ name: " A " })).toMatchObject({
      fieldErrors: { name: CATEGORY_MESSAGES.nameShort },
    });
    expect(parseCategoryForm({ name: "x".repeat(101) })).toMatchObject({
      fieldErrors: { name: CATEGORY_MESSAGES.nameLong },
    });
    expect(parseCategoryForm({ name: "x".repeat(100) }).ok).toBe(true);
  });

  it("refuses a slug with nothing usable in it", () => {
    expect(parseCategoryForm({ name: "साड़ी" })).toMatchObject({
      fieldErrors: { slug: CATEGORY_MESSAGES.slugEmpty },
    });
    expect(parseCategoryForm({ name: "Sarees", slug: "a".repeat(101) })).toMatchObject({
      fieldErrors: { slug: CATEGORY_MESSAGES.slugLong },
    });
  });

  it("checks colour, featured order, collection type, parent and SEO lengths", () => {
    const result = parseCategoryForm({
      ...valid,
      colorHex: "red",
      featuredSortOrder: "-1",
      collectionType: "bestsellers",
      parentId: "'; drop table categories; --",
      metaTitle: "t".repeat(61),
      metaDescription: "d".repeat(161),
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        colorHex: CATEGORY_MESSAGES.colorHex,
        featuredSortOrder: CATEGORY_MESSAGES.featuredOrder,
        collectionType: CATEGORY_MESSAGES.collectionType,
        parentId: CATEGORY_MESSAGES.parent,
        metaTitle: CATEGORY_MESSAGES.metaTitleLong,
        metaDescription: CATEGORY_MESSAGES.metaDescriptionLong,
      },
    });
  });

  it("trims, strips NUL characters and turns empty optional text into null", () => {
    const result = parseCategoryForm({
      name: " Lehen\0gas ",
      description: "  ",
      colorHex: "#A0522D",
      metaTitle: "Lehengas\0 ",
      featuredSortOrder: "3",
      collectionType: "new_arrivals",
      isFeatured: "on",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: "Lehengas",
        slug: "lehengas",
        parentId: null,
        description: null,
        introductionText: null,
        colorHex: "#a0522d",
        isActive: false,
        isFeatured: true,
        featuredSortOrder: 3,
        collectionType: "new_arrivals",
        metaTitle: "Lehengas",
        metaDescription: null,
      },
    });
  });
});
