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
});
