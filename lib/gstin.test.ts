import { describe, expect, it } from "vitest";
import { privateSettings } from "../scripts/seed/reference-data";
import { GSTIN_MESSAGES, gstinCheckCharacter, gstinError, validateGstin } from "./gstin";

// Registered GSTINs, published on their holders' invoices.
const KNOWN_VALID = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07AAACR5055K1Z9", "24AAACC1206D1ZM"];

describe("gstinCheckCharacter", () => {
  it("computes the GSTN mod-36 check character of known GSTINs", () => {
    for (const gstin of KNOWN_VALID) expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
  });
});

describe("validateGstin", () => {
  it("accepts valid GSTINs and tells their state", () => {
    expect(validateGstin("27AAPFU0939F1ZV")).toEqual({
      ok: true,
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      state: "Maharashtra",
    });
    expect(validateGstin("29AAGCB7383J1Z4", { state: "Karnataka" })).toMatchObject({
      ok: true,
      state: "Karnataka",
    });
    expect(validateGstin("07AAACR5055K1Z9", { state: "delhi" })).toMatchObject({ ok: true, state: "Delhi" });
  });

  it("reads a GSTIN typed in lower case or with spaces", () => {
    expect(validateGstin(" 27aapfu0939f1zv ")).toMatchObject({ ok: true, gstin: "27AAPFU0939F1ZV" });
    expect(validateGstin("27AAPFU 0939F 1ZV")).toMatchObject({ ok: true, gstin: "27AAPFU0939F1ZV" });
  });

  it("asks for a GSTIN when there is none", () => {
    expect(gstinError("")).toBe(GSTIN_MESSAGES.required);
    expect(gstinError("   ")).toBe("GSTIN is required");
  });

  it("refuses what is not shaped like a GSTIN", () => {
    const message =
      "GSTIN must be 15 characters: 2-digit state code, PAN, entity number, Z and a check character";
    for (const bad of [
      "27AAPFU0939F1Z", // 14 characters
      "27AAPFU0939F1ZVX", // 16 characters
      "2XAAPFU0939F1ZV", // state code not digits
      "27AAPF10939F1ZV", // PAN: a digit among the first five letters
      "27AAPFU09A9F1ZV", // PAN: a letter among the four digits
      "27AAPFU093911ZV", // PAN: last character a digit
      "27AAPFU0939F0ZV", // entity number 0
      "27AAPFU0939F1YV", // 14th character not Z
      "27AAPFU0939F1Z-", // check character not a letter or digit
    ]) {
      expect(gstinError(bad), bad).toBe(message);
    }
  });

  it("refuses a GSTIN whose check character does not match", () => {
    expect(gstinError("27AAPFU0939F1ZW")).toBe(
      "GSTIN check character is wrong: please check for a typing mistake",
    );
    // One character mistyped in the PAN.
    expect(gstinError("27AAPFU0939G1ZV")).toBe(GSTIN_MESSAGES.checkCharacter);
    // The number the demo shop was first seeded with.
    expect(gstinError("08AABCD1234E1Z5")).toBe(GSTIN_MESSAGES.checkCharacter);
  });

  it("refuses a state code that belongs to no state", () => {
    const first14 = "99AAPFU0939F1Z";
    expect(gstinError(first14 + gstinCheckCharacter(first14))).toBe(
      "GSTIN state code 99 is not the code of an Indian state",
    );
  });

  it("refuses a GSTIN of another state than the shop's", () => {
    expect(gstinError("27AAPFU0939F1ZV", { state: "Rajasthan" })).toBe(
      "GSTIN state code 27 is Maharashtra, but the shop is registered in Rajasthan",
    );
    expect(gstinError("27AAPFU0939F1ZV", { state: "Atlantis" })).toBe(
      "GSTIN state code 27 is Maharashtra, but the shop is registered in Atlantis",
    );
  });

  it("words a mismatch for a buyer as the caller asks", () => {
    expect(gstinError("29AAGCB7383J1Z4", { state: "Tamil Nadu", where: "the billing address is in" })).toBe(
      "GSTIN state code 29 is Karnataka, but the billing address is in Tamil Nadu",
    );
  });
});

describe("the demo shop's seeded GSTIN", () => {
  it("is valid and registered in the seeded shop state", () => {
    const setting = (key: string) => privateSettings.find((s) => s.key === key)?.value ?? "";
    expect(validateGstin(setting("shop_gstin"), { state: setting("shop_state") })).toMatchObject({
      ok: true,
      stateCode: "08",
      state: "Rajasthan",
    });
  });
});
