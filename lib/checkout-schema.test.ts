import { describe, expect, it } from "vitest";
import { parseCheckoutDetails } from "./checkout-schema";

const good = {
  fullName: "Meera Iyer",
  email: "Meera@Example.com",
  phone: "098765 43210",
  addressLine1: "12 MG Road",
  addressLine2: "",
  city: "Jaipur",
  state: "rajasthan",
  postalCode: "302001",
  country: "India",
};

describe("checkout address (spec section 5)", () => {
  it("gives each empty field the spec's message, and says 'Shipping address is required' when none was sent", () => {
    const result = parseCheckoutDetails({ country: "India" });
    expect(result).toEqual({
      ok: false,
      message: "Shipping address is required",
      fieldErrors: {
        fullName: "Full name is required",
        email: "Email is required",
        phone: "Phone number is required",
        addressLine1: "Address is required",
        city: "City is required",
        state: "State is required",
        postalCode: "Postal code is required",
      },
    });
  });

  it("cleans a valid address: lower-case e-mail, +91 phone, the listed state name", () => {
    const result = parseCheckoutDetails(good);
    expect(result.ok && result.details).toEqual({
      shipping: {
        ...good,
        email: "meera@example.com",
        phone: "+919876543210",
        state: "Rajasthan",
        addressLine2: null,
      },
      billing: null,
      notes: null,
      business: null,
    });
  });

  it("asks to fix the fields below when part of the address was given", () => {
    const result = parseCheckoutDetails({ ...good, city: "" });
    expect(!result.ok && result.message).toBe("Please fix the validation errors below");
  });

  it("checks e-mail, phone and PIN formats", () => {
    const result = parseCheckoutDetails({
      ...good,
      email: "meera.example.com",
      phone: "12345",
      postalCode: "012345",
    });
    expect(!result.ok && result.fieldErrors).toEqual({
      email: "Please enter a valid email",
      phone: "Invalid phone number format",
      postalCode: "Please enter a valid 6-digit PIN code",
    });
  });

  it("refuses a state that is not one of India's; other countries keep theirs as typed", () => {
    for (const state of ["Rajastan", "RJ", "Atlantis"]) {
      const result = parseCheckoutDetails({ ...good, state });
      expect(!result.ok && result.fieldErrors).toEqual({
        state: "Please choose a state or union territory of India",
      });
    }
    const abroad = parseCheckoutDetails({
      ...good,
      country: "United States",
      state: "california",
      postalCode: "95112",
      phone: "+1 408 555 0100",
    });
    expect(abroad.ok && abroad.details.shipping.state).toBe("california");
  });

  it("refuses a PIN code of another state, naming the PIN's state on the postal code field", () => {
    const result = parseCheckoutDetails({ ...good, state: "kerala" });
    expect(!result.ok && result.fieldErrors).toEqual({
      postalCode: "PIN code 302001 is in Rajasthan, not Kerala",
    });
    const shared = parseCheckoutDetails({ ...good, postalCode: "605001" });
    expect(!shared.ok && shared.fieldErrors.postalCode).toBe(
      "PIN code 605001 is in Puducherry or Tamil Nadu, not Rajasthan",
    );
    const three = parseCheckoutDetails({ ...good, postalCode: "160017" });
    expect(!three.ok && three.fieldErrors.postalCode).toBe(
      "PIN code 160017 is in Chandigarh, Haryana or Punjab, not Rajasthan",
    );
  });

  it("accepts every state a shared PIN prefix serves, and any state for a prefix it does not know", () => {
    for (const state of ["Tamil Nadu", "puducherry"])
      expect(parseCheckoutDetails({ ...good, state, postalCode: "605001" }).ok).toBe(true);
    expect(parseCheckoutDetails({ ...good, state: "Kerala", postalCode: "999001" }).ok).toBe(true);
  });

  it("checks the billing address's state and PIN code the same way", () => {
    const billing = Object.fromEntries(Object.entries(good).map(([k, v]) => [`billing_${k}`, v]));
    const result = parseCheckoutDetails({
      ...good,
      ...billing,
      billingDiffers: "on",
      billing_state: "Karnataka",
    });
    expect(!result.ok && result.fieldErrors).toEqual({
      billing_postalCode: "PIN code 302001 is in Rajasthan, not Karnataka",
    });
    const misspelt = parseCheckoutDetails({
      ...good,
      ...billing,
      billingDiffers: "on",
      billing_state: "Karnatka",
    });
    expect(!misspelt.ok && misspelt.fieldErrors).toEqual({
      billing_state: "Please choose a state or union territory of India",
    });
    const fine = parseCheckoutDetails({
      ...good,
      ...billing,
      billingDiffers: "on",
      billing_state: "KARNATAKA",
      billing_postalCode: "560001",
    });
    expect(fine.ok && fine.details.billing?.state).toBe("Karnataka");
  });

  it("validates billing only when it differs, under billing_ names", () => {
    expect(parseCheckoutDetails({ ...good, billing_fullName: "" }).ok).toBe(true);
    const result = parseCheckoutDetails({ ...good, billingDiffers: "on", billing_fullName: "Ravi" });
    expect(!result.ok && result.fieldErrors.billing_city).toBe("City is required");
    expect(!result.ok && result.fieldErrors.fullName).toBeUndefined();
  });

  it("keeps notes up to 500 characters", () => {
    expect(parseCheckoutDetails({ ...good, notes: "x".repeat(500) }).ok).toBe(true);
    const result = parseCheckoutDetails({ ...good, notes: "x".repeat(501) });
    expect(!result.ok && result.fieldErrors.notes).toBe("Order notes must be at most 500 characters");
  });

  it("takes a business's GSTIN and name together, checked and registered in the billing state", () => {
    const result = parseCheckoutDetails({
      ...good,
      gstin: " 08aabcd1234e1z8 ",
      businessName: "Meera Textiles",
    });
    expect(result.ok && result.details.business).toEqual({
      gstin: "08AABCD1234E1Z8",
      name: "Meera Textiles",
    });
    expect(
      parseCheckoutDetails(good).ok &&
        (parseCheckoutDetails(good) as { details: { business: unknown } }).details.business,
    ).toBeNull();
    const errors = (form: Record<string, string>) => {
      const parsed = parseCheckoutDetails({ ...good, ...form });
      return parsed.ok ? null : parsed.fieldErrors;
    };
    expect(errors({ gstin: "08AABCD1234E1Z8" })).toEqual({
      businessName: "Business name is required with a GSTIN",
    });
    expect(errors({ businessName: "Meera Textiles" })).toEqual({ gstin: "GSTIN is required" });
    expect(errors({ gstin: "08AABCD1234E1Z9", businessName: "Meera Textiles" })).toEqual({
      gstin: "GSTIN check character is wrong: please check for a typing mistake",
    });
    expect(errors({ gstin: "08AABCD1234", businessName: "Meera Textiles" })).toEqual({
      gstin: "GSTIN must be 15 characters: 2-digit state code, PAN, entity number, Z and a check character",
    });
    expect(errors({ gstin: "29AAGCK4417M1Z4", businessName: "Meera Textiles" })).toEqual({
      gstin: "GSTIN state code 29 is Karnataka, but the billing address is in Rajasthan",
    });
    expect(errors({ gstin: "08AABCD1234E1Z8", businessName: "x".repeat(151) })).toEqual({
      businessName: "Business name must be at most 150 characters",
    });
  });
});
