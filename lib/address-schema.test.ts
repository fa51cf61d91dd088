import { describe, expect, it } from "vitest";
import { addressSchema, profileSchema } from "./address-schema";
import { normalizeIndianMobile } from "./phone";

const good = {
  title: "Home",
  fullName: "Asha Verma",
  phone: "098765 43210",
  addressLine1: "12 MG Road",
  addressLine2: "",
  city: "Jaipur",
  state: "Rajasthan",
  postalCode: "302001",
  country: "",
};

describe("Indian mobile numbers", () => {
  it("accept +91, 91 and 0 prefixes and store one form", () => {
    for (const input of ["9876543210", "+91 98765 43210", "919876543210", "09876543210", "+91-98765-43210"]) {
      expect(normalizeIndianMobile(input)).toBe("+919876543210");
    }
    for (const bad of ["5876543210", "98765", "+1 9876543210", "abcdefghij"])
      expect(normalizeIndianMobile(bad)).toBeNull();
  });
});

describe("saved address form", () => {
  it("defaults the country to India and normalises the phone", () => {
    expect(addressSchema.parse(good)).toMatchObject({
      country: "India",
      phone: "+919876543210",
      addressLine2: null,
      isDefault: false,
    });
  });

  it.each([
    [{ postalCode: "012345" }, "postalCode", "Please enter a valid 6-digit PIN code"],
    [{ postalCode: "30200" }, "postalCode", "Please enter a valid 6-digit PIN code"],
    [{ phone: "12345" }, "phone", "Invalid phone number format"],
    [{ city: "" }, "city", "City is required"],
    [{ title: " " }, "title", "Title is required"],
    [{ country: "Mars" }, "country", "Please choose a country from the list"],
    [{ state: "Rajastan" }, "state", "Please choose a state or union territory of India"],
    [{ state: "Kerala" }, "postalCode", "PIN code 302001 is in Rajasthan, not Kerala"],
    [{ postalCode: "682011" }, "postalCode", "PIN code 682011 is in Kerala or Lakshadweep, not Rajasthan"],
  ])("refuses %o", (change, field, message) => {
    const result = addressSchema.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it("stores the listed name of the state, and only one message for an empty state", () => {
    expect(addressSchema.parse({ ...good, state: " tamil  nadu ", postalCode: "600004" }).state).toBe(
      "Tamil Nadu",
    );
    const empty = addressSchema.safeParse({ ...good, state: "" });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(["State is required"]);
  });

  it("accepts other countries' postal codes of 5 to 10 characters", () => {
    expect(
      addressSchema.safeParse({
        ...good,
        country: "United Kingdom",
        postalCode: "SW1A 1AA",
        phone: "+44 20 7946 0958",
      }).success,
    ).toBe(true);
  });
});

describe("profile form", () => {
  it("keeps an empty phone empty and refuses a malformed one", () => {
    expect(profileSchema.parse({ fullName: "Asha", phone: "" })).toEqual({ fullName: "Asha", phone: null });
    expect(profileSchema.safeParse({ fullName: "Asha", phone: "123" }).error?.issues[0].message).toBe(
      "Invalid phone number format",
    );
  });
});
