import { describe, expect, it } from "vitest";
import { withReturnTo } from "./return-to";

describe("withReturnTo", () => {
  it("adds where to go back to, and leaves home out", () => {
    expect(withReturnTo("/login", "/checkout")).toBe("/login?returnTo=%2Fcheckout");
    expect(withReturnTo("/login?verified=1", "/checkout?step=2")).toBe(
      "/login?verified=1&returnTo=%2Fcheckout%3Fstep%3D2",
    );
    expect(withReturnTo("/register", "/")).toBe("/register");
  });
});
