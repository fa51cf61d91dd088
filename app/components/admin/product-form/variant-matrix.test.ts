import { describe, expect, it } from "vitest";
import { emptyVariant } from "../../../../lib/product-form-schema-fields";
import { buildMatrix, isSingleVariant, optionsOf, skuBase, suggestSku } from "./variant-matrix";

const row = (size: string, color: string, sku: string, stock = "0", id = "") => ({
  ...emptyVariant(),
  id,
  size,
  color,
  sku,
  stock,
});

describe("the size x colour matrix", () => {
  it("turns the single variant into the first size, keeping its id and stock", () => {
    const single = [row("", "", "PAV-1", "7", "v1")];
    expect(isSingleVariant(single)).toBe(true);
    const rows = buildMatrix(single, ["2Y", "4Y"], [], "Silk Pavadai");
    expect(rows.map((r) => [r.id, r.size, r.sku, r.stock])).toEqual([
      ["v1", "2Y", "PAV-1", "7"],
      ["", "4Y", "PAV-1-4Y", "0"],
    ]);
    expect(isSingleVariant(rows)).toBe(false);
  });

  it("adds a colour to every size, and drops the rows of a removed size", () => {
    const start = [row("S", "", "K-S", "3", "a"), row("M", "", "K-M", "4", "b")];
    const colored = buildMatrix(
      start,
      ["S", "M"],
      [
        { name: "Maroon", hex: "#800000" },
        { name: "Gold", hex: "#FFD700" },
      ],
      "K",
    );
    expect(colored.map((r) => [r.id, r.size, r.color, r.color_hex, r.sku])).toEqual([
      ["a", "S", "Maroon", "#800000", "K-S"],
      ["", "S", "Gold", "#FFD700", "K-S-GOLD"],
      ["b", "M", "Maroon", "#800000", "K-M"],
      ["", "M", "Gold", "#FFD700", "K-M-GOLD"],
    ]);
    const { sizes, colors } = optionsOf(colored);
    expect(sizes).toEqual(["S", "M"]);
    expect(colors.map((c) => c.name)).toEqual(["Maroon", "Gold"]);
    const smaller = buildMatrix(colored, ["M"], colors, "K");
    expect(smaller.map((r) => r.sku)).toEqual(["K-M", "K-M-GOLD"]);
  });

  it("suggests SKUs from the first SKU or the product's name", () => {
    expect(skuBase([row("M", "Red", "DT-KUR-004-M-RED")], "x")).toBe("DT-KUR-004");
    expect(skuBase([row("", "", "")], "Kanchi Silk Pavadai (Kids)")).toBe("KANCHI-SILK-PAVADAI-KIDS");
    expect(suggestSku("DT-KUR-004", "3-4Y", "Royal Blue")).toBe("DT-KUR-004-3-4Y-ROYAL");
  });
});
