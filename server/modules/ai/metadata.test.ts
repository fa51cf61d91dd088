import { describe, expect, it } from "vitest";
import { matchCategory, matchSubcategory, mergeTags } from "./categories";
import { confidenceScore } from "./confidence";
import { AiError } from "./errors";
import { readMetadata } from "./metadata";
import { matchShopCategory } from "./shop-category";
import { similarity } from "./similarity";
import { trimToWords } from "./trim-text";

const NOW = new Date("2026-11-25T10:00:00.000Z");
const answer = (fields: Record<string, unknown>) => readMetadata(JSON.stringify(fields), NOW);
const required = { name: "Maroon silk saree", description: "Pure silk.", category: "Traditional Wear" };

describe("similarity (normalised Levenshtein)", () => {
  it("is 1 minus the edit distance over the longer name, ignoring case and spaces", () => {
    expect(similarity("Traditional  wear", "traditional Wear")).toBe(1);
    expect(similarity("Saree", "Sarees")).toBeCloseTo(1 - 1 / 6);
    expect(similarity("kitten", "sitting")).toBeCloseTo(1 - 3 / 7);
    expect(similarity("", "")).toBe(0);
  });
});

describe("matching the AI's category to the fixed list", () => {
  it("keeps an exact name", () => {
    expect(matchCategory("formal wear")).toEqual({ category: "Formal Wear", matched: true });
  });

  it("takes a near spelling at similarity 0.5 or more", () => {
    // footware -> footwear: 2 edits over 8 letters, 0.75.
    expect(matchCategory("Footware")).toEqual({ category: "Footwear", matched: true });
  });

  it("finds the parent of a subcategory given as the category", () => {
    // saree -> sarees: 1 edit over 6 letters.
    expect(matchCategory("Saree")).toEqual({ category: "Traditional Wear", matched: true });
    expect(matchCategory("Sunglasses")).toEqual({ category: "Accessories", matched: true });
  });

  it("falls back to Traditional Wear when nothing is close", () => {
    expect(matchCategory("Kitchen Appliances")).toEqual({ category: "Traditional Wear", matched: false });
    // ethnic wear -> casual wear: 6 edits over 11 letters, 0.45.
    expect(matchCategory("Ethnic Wear")).toEqual({ category: "Traditional Wear", matched: false });
  });

  it("does not let a broad word reach a category through a loosely similar subcategory", () => {
    // clothing -> sacred clothing: 7 edits over 15 letters, 0.53, under the 0.75 asked of subcategories.
    expect(matchCategory("Clothing")).toEqual({ category: "Traditional Wear", matched: false });
  });

  it("keeps a subcategory only when it belongs to the category", () => {
    expect(matchSubcategory("Traditional Wear", "Lehenga")).toBe("Lehengas");
    expect(matchSubcategory("Traditional Wear", "Sunglasses")).toBe("");
    expect(matchSubcategory("Gifts", "")).toBe("");
  });
});

describe("merging tags", () => {
  it("adds the category's first three suggested tags after the AI's, each once, in lower case", () => {
    expect(mergeTags(["Silk", "silk", "  Wedding ", "zari"], "Traditional Wear")).toEqual([
      "silk",
      "wedding",
      "zari",
      "ethnic",
      "traditional",
      "festive",
    ]);
  });

  it("keeps at most 8", () => {
    const seven = ["a", "b", "c", "d", "e", "f", "g"];
    expect(mergeTags(seven, "Footwear")).toEqual([...seven, "footwear"]);
  });

  it("gives the defaults alone when the AI gave none", () => {
    expect(mergeTags([], "Gifts")).toEqual(["gift", "festive", "celebration"]);
  });
});

describe("the confidence score", () => {
  it("is the weight earned over the total of 100", () => {
    expect(confidenceScore(new Set())).toBe(0);
    expect(confidenceScore(new Set(["name", "description", "category"]))).toBe(0.45);
    expect(confidenceScore(new Set(["short_description", "tags", "material", "color"]))).toBe(0.3);
  });

  it("counts only what the model itself answered", () => {
    // name 15 + description 15 + short description 10 + tags 10 + material 5; the category was
    // not on the list and the price range is unreadable, so neither earns.
    const details = answer({
      ...required,
      category: "Kitchen Appliances",
      short_description: "Woven in Varanasi.",
      tags: ["silk"],
      material: "Silk",
      suggested_price_range: { min: "abc", max: 100 },
    });
    expect(details.category).toBe("Traditional Wear");
    expect(details.tags).toEqual(["silk", "ethnic", "traditional", "festive"]);
    expect(details.suggested_price_range).toBeNull();
    expect(details.confidence_score).toBe(0.55);
  });

  it("is 1 for a complete answer", () => {
    const details = answer({
      ...required,
      subcategory: "Sarees",
      short_description: "Woven in Varanasi.",
      tags: ["silk"],
      material: "Silk",
      color: "Maroon",
      meta_title: "Maroon saree",
      meta_description: "A maroon saree.",
      care_instructions: "Dry clean only.",
      suggested_price_range: { min: 5000, max: 8000, currency: "INR" },
    });
    expect(details.confidence_score).toBe(1);
    expect(details.generated_at).toBe("2026-11-25T10:00:00.000Z");
  });
});

describe("reading the model's answer", () => {
  it.each([
    ["no name", { ...required, name: "  " }],
    ["no description", { ...required, description: undefined }],
    ["no category", { ...required, category: "" }],
  ])("refuses an answer with %s", (_, fields) => {
    const error = (() => {
      try {
        answer(fields);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ type: "INVALID_RESPONSE", message: "Invalid response format from AI" });
  });

  it("refuses text that is not a JSON object", () => {
    expect(() => readMetadata("[1, 2]")).toThrow("Invalid response format from AI");
    expect(() => readMetadata("The saree is maroon.")).toThrow("Invalid response format from AI");
  });

  it("holds texts under the prompt's limits, cut at a word boundary", () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const details = answer({
      ...required,
      name: words(30),
      short_description: words(40),
      meta_title: words(20),
      meta_description: words(40),
    });
    expect(details.name.length).toBeLessThan(100);
    expect(details.short_description.length).toBeLessThan(150);
    expect(details.meta_title.length).toBeLessThan(60);
    expect(details.meta_description.length).toBeLessThan(160);
    // word0 .. word9 is 59 characters; word10 would pass 59.
    expect(details.meta_title).toBe(words(10));
    for (const text of [details.name, details.short_description, details.meta_description])
      expect(words(40).startsWith(text)).toBe(true);
  });

  it("reads rupee amounts written as text and puts the range in order", () => {
    const details = answer({ ...required, suggested_price_range: { min: "₹12,500", max: 8500.456 } });
    expect(details.suggested_price_range).toEqual({ min: 8500.46, max: 12500, currency: "INR" });
  });
});

describe("trimToWords", () => {
  it("cuts at the last space that fits and drops dangling punctuation", () => {
    expect(trimToWords("Maroon silk saree, with border", 20)).toBe("Maroon silk saree");
    expect(trimToWords("Short", 20)).toBe("Short");
    expect(trimToWords("Supercalifragilistic", 5)).toBe("Super");
  });
});

describe("the shop's own category for a suggestion", () => {
  const choices = [
    { id: "tw", label: "Traditional Wear" },
    { id: "sarees", label: "Traditional Wear / Sarees" },
    { id: "gifts", label: "Gifts" },
    { id: "bags", label: "Handmade / Bags" },
  ];

  it("prefers the subcategory under its category, then one of that name, then the category", () => {
    expect(matchShopCategory(choices, "Traditional Wear", "Sarees")).toBe("sarees");
    expect(matchShopCategory(choices, "Accessories", "Bags")).toBe("bags");
    expect(matchShopCategory(choices, "Traditional Wear", "Kurtas")).toBe("tw");
    expect(matchShopCategory(choices, "Footwear", "")).toBeNull();
  });
});
