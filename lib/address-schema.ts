import { z } from "zod";
import { normalizeIndianMobile, PHONE_MESSAGE } from "./phone";

export const COUNTRIES = ["India", "United States", "United Kingdom", "Canada", "Australia"] as const;

const text = (value: unknown) => (typeof value === "string" ? value.replace(/\0/g, "").trim() : "");
const required = (message: string, max = 200) =>
  z.preprocess(text, z.string().min(1, message).max(max, `Please keep this under ${max} characters`));

/** Saved address form (spec section 5): every field but line 2 is required. */
export const addressSchema = z
  .object({
    title: required("Title is required", 50),
    fullName: required("Full name is required", 100),
    phone: required("Phone number is required", 20),
    addressLine1: required("Address is required"),
    addressLine2: z.preprocess(text, z.string().max(200, "Please keep this under 200 characters")),
    city: required("City is required", 100),
    state: required("State is required", 100),
    postalCode: required("Postal code is required", 10),
    country: z.preprocess(
      (v) => text(v) || "India",
      z.enum(COUNTRIES, { message: "Please choose a country from the list" }),
    ),
    isDefault: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  })
  .superRefine((value, ctx) => {
    if (value.country === "India") {
      if (!/^[1-9]\d{5}$/.test(value.postalCode)) {
        ctx.addIssue({
          code: "custom",
          path: ["postalCode"],
          message: "Please enter a valid 6-digit PIN code",
        });
      }
      if (!normalizeIndianMobile(value.phone))
        ctx.addIssue({ code: "custom", path: ["phone"], message: PHONE_MESSAGE });
    } else if (!/^[A-Za-z0-9 -]{5,10}$/.test(value.postalCode)) {
      ctx.addIssue({
        code: "custom",
        path: ["postalCode"],
        message: "Postal code must be 5 to 10 characters",
      });
    }
  })
  .transform((value) => ({
    ...value,
    addressLine2: value.addressLine2 || null,
    phone: value.country === "India" ? (normalizeIndianMobile(value.phone) ?? value.phone) : value.phone,
  }));

export type AddressInput = z.output<typeof addressSchema>;

export const profileSchema = z.object({
  fullName: z.preprocess(
    text,
    z
      .string()
      .min(2, "Full name must be at least 2 characters")
      .max(100, "Full name must be less than 100 characters"),
  ),
  phone: z.preprocess(
    text,
    z
      .string()
      .max(20, PHONE_MESSAGE)
      .refine((v) => v === "" || normalizeIndianMobile(v) !== null, PHONE_MESSAGE)
      .transform((v) => (v === "" ? null : normalizeIndianMobile(v))),
  ),
});
