import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeReturnTo("/products/abc?x=1")).toBe("/products/abc?x=1");
  });

  it("never sends the visitor to another site", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      42,
      null,
    ]) {
      expect(safeReturnTo(bad, "/shop")).toBe("/shop");
    }
  });
});
