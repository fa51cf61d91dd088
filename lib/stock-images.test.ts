import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STOCK_MOTIFS, stockCategoryImage, stockMotifFor } from "./stock-images";

describe("stock category pictures", () => {
  it("are chosen by what the category's name says", () => {
    expect(stockMotifFor("Sarees")).toBe("paisley");
    expect(stockMotifFor("Pooja Essentials")).toBe("diya");
    expect(stockMotifFor("Jewellery & Accessories")).toBe("mandala");
    expect(stockMotifFor("Home Decor")).toBe("lotus");
    expect(stockMotifFor("Wedding Collection")).toBe("peacock");
  });

  it("give any other name always the same one of the set", () => {
    const picture = stockCategoryImage("Zzyzx");
    expect(stockCategoryImage("Zzyzx")).toBe(picture);
    expect(STOCK_MOTIFS.map((m) => `/stock/categories/${m}.svg`)).toContain(picture);
  });

  it("exist as files the shop serves", () => {
    for (const motif of STOCK_MOTIFS) {
      const file = path.resolve(`public/stock/categories/${motif}.svg`);
      expect(fs.readFileSync(file, "utf8")).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    }
  });
});
