import { describe, expect, it } from "vitest";
import { emptyProductForm } from "../../../../lib/product-form-schema-fields";
import { acceptAllPatch, descriptionHtml, middlePrice, suggestionsOf } from "./ai-fields";
import type { AiMetadata } from "./ai-types";
import type { ProductFormState } from "./types";

const details: AiMetadata = {
  name: "Maroon Banarasi Saree",
  short_description: "Woven in Varanasi.",
  description: "Pure silk <zari> & gold.\n\nFor weddings.",
  category: "Traditional Wear",
  subcategory: "Sarees",
  tags: ["silk", "ethnic"],
  material: "Silk",
  color: "Maroon",
  brand: "",
  meta_title: "Maroon saree",
  meta_description: "A maroon saree.",
  care_instructions: "Dry clean only.",
  suggested_price_range: { min: 8500, max: 12501, currency: "INR" },
  confidence_score: 0.9,
  generated_at: "2026-11-25T10:00:00.000Z",
};
const categories = [
  { id: "c1", label: "Traditional Wear", isActive: true },
  { id: "c2", label: "Traditional Wear / Sarees", isActive: true },
];
const form = (changes: Partial<ProductFormState> = {}): ProductFormState => ({
  ...emptyProductForm(),
  images: [],
  ...changes,
});

describe("suggestions for the product form", () => {
  it("turns the description's paragraphs into escaped HTML", () => {
    expect(descriptionHtml(details.description)).toBe(
      "<p>Pure silk &lt;zari&gt; &amp; gold.</p><p>For weddings.</p>",
    );
  });

  it("suggests the middle of the price range in whole rupees", () => {
    expect(middlePrice({ min: 8500, max: 12501, currency: "INR" })).toBe("10501");
  });

  it("lists fields with a value, the shop's category, and no brand when none was seen", () => {
    const list = suggestionsOf(details, "c2", categories);
    expect(list.map((s) => s.field)).toEqual([
      "name",
      "short_description",
      "description",
      "category_id",
      "tags",
      "material",
      "color",
      "meta_title",
      "meta_description",
      "care_instructions",
      "price",
    ]);
    expect(list.find((s) => s.field === "category_id")).toMatchObject({
      shown: "Traditional Wear / Sarees",
      value: "c2",
    });
    expect(list.find((s) => s.field === "price")?.shown).toBe("₹8,500 to ₹12,501");
  });

  it("shows a category the shop lacks without a way to accept it", () => {
    const category = suggestionsOf(details, null, categories).find((s) => s.field === "category_id");
    expect(category).toMatchObject({ shown: "Traditional Wear / Sarees", value: null });
  });

  it("accepts all except a price already set and fields already equal", () => {
    const list = suggestionsOf(details, "c2", categories);
    const patch = acceptAllPatch(list, form({ price: "9999", color: "Maroon" }));
    expect(patch).toEqual({
      name: "Maroon Banarasi Saree",
      short_description: "Woven in Varanasi.",
      description: "<p>Pure silk &lt;zari&gt; &amp; gold.</p><p>For weddings.</p>",
      category_id: "c2",
      tags: "silk, ethnic",
      material: "Silk",
      meta_title: "Maroon saree",
      meta_description: "A maroon saree.",
      care_instructions: "Dry clean only.",
    });
    expect(acceptAllPatch(list, form()).price).toBe("10501");
  });
});
