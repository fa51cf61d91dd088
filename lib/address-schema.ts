import { z } from "zod";
import { canonicalState, indianState } from "./indian-states";
import { normalizeIndianMobile, PHONE_MESSAGE } from "./phone";
import { statesForPin } from "./pin-codes";

export const COUNTRIES = ["India", "United States", "United Kingdom", "Canada", "Australia"] as const;

/** Form text without NUL characters and surrounding spaces; anything but a string reads as empty. */
export const cleanText = (value: unknown) =>
  typeof value === "string" ? value.replace(/\0/g, "").trim() : "";

/** A required text field with the spec's message when empty. */
export const requiredText = (message: string, max = 200) =>
  z.preprocess(cleanText, z.string().min(1, message).max(max, `Please keep this under ${max} characters`));

export const optionalText = (max = 200) =>
  z.preprocess(cleanText, z.string().max(max, `Please keep this under ${max} characters`));

export const countryField = () =>
  z.preprocess(
    (v) => cleanText(v) || "India",
    z.enum(COUNTRIES, { message: "Please choose a country from the list" }),
  );

export const STATE_MESSAGE = "Please choose a state or union territory of India";

const orList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}` : items.join("");

/** "PIN code 302001 is in Rajasthan, not Kerala"; a prefix serving several states lists them with "or". */
export const pinStateMessage = (pin: string, pinStates: readonly string[], state: string) =>
  `PIN code ${pin} is in ${orList(pinStates)}, not ${state}`;

/**
 * Indian addresses need a 6-digit PIN, a state or union territory of India that the PIN is in (the
 * delivery state decides CGST + SGST or IGST) and a mobile number; elsewhere a 5-10 character postal
 * code. An empty state or postal code already has the spec's 'is required' message.
 */
export function checkPostalStateAndPhone(
  value: { country: string; state: string; postalCode: string; phone: string },
  ctx: z.RefinementCtx,
): void {
  if (value.country === "India") {
    const validPin = /^[1-9]\d{5}$/.test(value.postalCode);
    if (!validPin)
      ctx.addIssue({
        code: "custom",
        path: ["postalCode"],
        message: "Please enter a valid 6-digit PIN code",
      });
    const state = indianState(value.state);
    if (value.state && !state) ctx.addIssue({ code: "custom", path: ["state"], message: STATE_MESSAGE });
    const pinStates = validPin ? statesForPin(value.postalCode) : null;
    if (state && pinStates && !pinStates.includes(state))
      ctx.addIssue({
        code: "custom",
        path: ["postalCode"],
        message: pinStateMessage(value.postalCode, pinStates, state),
      });
    if (!normalizeIndianMobile(value.phone))
      ctx.addIssue({ code: "custom", path: ["phone"], message: PHONE_MESSAGE });
  } else if (!/^[A-Za-z0-9 -]{5,10}$/.test(value.postalCode)) {
    ctx.addIssue({ code: "custom", path: ["postalCode"], message: "Postal code must be 5 to 10 characters" });
  }
}

/** Indian states are stored as listed ("tamil nadu" as "Tamil Nadu"); other states as typed. */
export const storedState = (country: string, state: string) =>
  country === "India" ? canonicalState(state) : state;

/** Indian mobiles are stored as +91XXXXXXXXXX; other numbers as typed. */
export const storedPhone = (country: string, phone: string) =>
  country === "India" ? (normalizeIndianMobile(phone) ?? phone) : phone;

/** The fields every address form shares, phone to country, with the spec's messages. */
export const postalFields = {
  phone: requiredText("Phone number is required", 20),
  addressLine1: requiredText("Address is required"),
  addressLine2: optionalText(),
  city: requiredText("City is required", 100),
  state: requiredText("State is required", 100),
  postalCode: requiredText("Postal code is required", 10),
  country: countryField(),
};

/** Saved address form (spec section 5): every field but line 2 is required. */
export const addressSchema = z
  .object({
    title: requiredText("Title is required", 50),
    fullName: requiredText("Full name is required", 100),
    ...postalFields,
    isDefault: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  })
  .superRefine(checkPostalStateAndPhone)
  .transform((value) => ({
    ...value,
    addressLine2: value.addressLine2 || null,
    state: storedState(value.country, value.state),
    phone: storedPhone(value.country, value.phone),
  }));

export type AddressInput = z.output<typeof addressSchema>;

export const profileSchema = z.object({
  fullName: z.preprocess(
    cleanText,
    z
      .string()
      .min(2, "Full name must be at least 2 characters")
      .max(100, "Full name must be less than 100 characters"),
  ),
  phone: z.preprocess(
    cleanText,
    z
      .string()
      .max(20, PHONE_MESSAGE)
      .refine((v) => v === "" || normalizeIndianMobile(v) !== null, PHONE_MESSAGE)
      .transform((v) => (v === "" ? null : normalizeIndianMobile(v))),
  ),
});
