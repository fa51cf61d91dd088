import { z } from "zod";
import {
  checkPostalStateAndPhone,
  cleanText,
  postalFields,
  requiredText,
  storedPhone,
  storedState,
} from "./address-schema";
import { GSTIN_MESSAGES, validateGstin } from "./gstin";

export const NOTES_MAX = 500;
export const NOTES_MESSAGE = `Order notes must be at most ${NOTES_MAX} characters`;

/** Checkout address (spec section 5): every field but line 2 is required, with the spec's messages. */
export const checkoutAddressSchema = z
  .object({
    fullName: requiredText("Full name is required", 100),
    email: z.preprocess(
      cleanText,
      z
        .string()
        .min(1, "Email is required")
        .max(254, "Email must be less than 254 characters")
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email"),
    ),
    ...postalFields,
  })
  .superRefine(checkPostalStateAndPhone)
  .transform((value) => ({
    ...value,
    email: value.email.toLowerCase(),
    addressLine2: value.addressLine2 || null,
    state: storedState(value.country, value.state),
    phone: storedPhone(value.country, value.phone),
  }));

export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;

export const ADDRESS_FIELDS = [
  "fullName",
  "email",
  "phone",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "postalCode",
  "country",
] as const;

/** Form field name of a billing field; billing is sent only when it differs from shipping. */
export const billingField = (field: (typeof ADDRESS_FIELDS)[number]) => `billing_${field}`;

/** Every field of the shipping step, carried through the review as hidden inputs. */
export const CHECKOUT_FORM_FIELDS = [
  ...ADDRESS_FIELDS,
  ...ADDRESS_FIELDS.map(billingField),
  "billingDiffers",
  "notes",
  "gstin",
  "businessName",
];

export const PAYMENT_CHOICES = ["razorpay", "cod"] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/** A registered buyer's GSTIN and business name, for a B2B tax invoice. */
export interface BusinessBuyer {
  gstin: string;
  name: string;
}

export interface CheckoutDetails {
  shipping: CheckoutAddress;
  billing: CheckoutAddress | null;
  notes: string | null;
  /** Given only by a business that wants its GSTIN on the invoice. */
  business?: BusinessBuyer | null;
}

export const BUSINESS_NAME_MAX = 150;

export const BUSINESS_MESSAGES = {
  nameRequired: "Business name is required with a GSTIN",
  nameTooLong: `Business name must be at most ${BUSINESS_NAME_MAX} characters`,
} as const;

/**
 * The optional GSTIN and business name: both or neither. The GSTIN must pass its check character and
 * belong to the state of the billing address (the shipping address when billing is the same).
 */
function parseBusiness(
  form: Record<string, unknown>,
  billingState: string | null,
  fieldErrors: Record<string, string>,
): BusinessBuyer | null {
  const gstin = cleanText(form.gstin);
  const name = cleanText(form.businessName);
  if (gstin === "" && name === "") return null;
  if (gstin === "") fieldErrors.gstin = GSTIN_MESSAGES.required;
  else {
    const checked = validateGstin(
      gstin,
      billingState ? { state: billingState, where: "the billing address is in" } : undefined,
    );
    if (!checked.ok) fieldErrors.gstin = checked.error;
  }
  if (name === "") fieldErrors.businessName = BUSINESS_MESSAGES.nameRequired;
  else if (name.length > BUSINESS_NAME_MAX) fieldErrors.businessName = BUSINESS_MESSAGES.nameTooLong;
  if (fieldErrors.gstin || fieldErrors.businessName) return null;
  return { gstin: gstin.replace(/\s+/g, "").toUpperCase(), name };
}

export const CHECKOUT_MESSAGES = {
  fix: "Please fix the validation errors below",
  shippingRequired: "Shipping address is required",
} as const;

export type CheckoutParse =
  | { ok: true; details: CheckoutDetails }
  | { ok: false; fieldErrors: Record<string, string>; message: string };

const isBlank = (value: unknown) => cleanText(value) === "";

/**
 * Reads the shipping step's fields (plain names for shipping, billing_* for billing when
 * 'billingDiffers' is on, and notes); field errors are keyed by the form field's name.
 */
export function parseCheckoutDetails(form: Record<string, unknown>): CheckoutParse {
  const fieldErrors: Record<string, string> = {};
  const collect = (result: z.ZodSafeParseResult<CheckoutAddress>, name: (f: string) => string) => {
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const key = name(String(issue.path[0]));
      fieldErrors[key] ??= issue.message;
    }
    return null;
  };
  const shipping = collect(
    checkoutAddressSchema.safeParse(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, form[f]]))),
    (f) => f,
  );
  const billingSame = !(form.billingDiffers === "on" || form.billingDiffers === "true");
  const billing = billingSame
    ? null
    : collect(
        checkoutAddressSchema.safeParse(
          Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, form[billingField(f)]])),
        ),
        (f) => `billing_${f}`,
      );
  const notes = cleanText(form.notes);
  if (notes.length > NOTES_MAX) fieldErrors.notes = NOTES_MESSAGE;
  const billed = billingSame ? shipping : billing;
  const business = parseBusiness(
    form,
    billed && billed.country === "India" ? billed.state : null,
    fieldErrors,
  );
  if (
    !shipping ||
    (!billingSame && !billing) ||
    fieldErrors.notes ||
    fieldErrors.gstin ||
    fieldErrors.businessName
  ) {
    // Section 8: nothing of the shipping address was sent at all (the country has a default).
    const noShipping = ADDRESS_FIELDS.every((f) => f === "country" || isBlank(form[f]));
    return {
      ok: false,
      fieldErrors,
      message: noShipping ? CHECKOUT_MESSAGES.shippingRequired : CHECKOUT_MESSAGES.fix,
    };
  }
  return { ok: true, details: { shipping, billing, notes: notes || null, business } };
}
