import { describe, expect, it } from "vitest";
import { containsPattern, escapeLike } from "./like";

describe("LIKE patterns", () => {
  it("escapes the wildcards and the escape character so typed text matches itself", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect(escapeLike("silk saree")).toBe("silk saree");
  });

  it("matches any text containing the typed text", () => {
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("")).toBe("%%");
  });
});
