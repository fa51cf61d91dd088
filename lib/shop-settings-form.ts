import { z } from "zod";
import { pinStateMessage } from "./address-schema";
import { validateGstin } from "./gstin";
import { canonicalState, INDIAN_STATES } from "./indian-states";
import { paiseToRupees, rupeesToPaise } from "./money";
import { normalizeIndianMobile, PHONE_MESSAGE } from "./phone";
import { statesForPin } from "./pin-codes";

/**
 * The shop settings the back office edits (storefront §3 keys, plus the seller details invoices use),
 * in groups that are saved one at a time. One check for the browser and the server.
 */
export type ShopFieldKind =
  "text" | "textarea" | "email" | "phone" | "money" | "boolean" | "state" | "gstin" | "address";

export interface ShopField {
  key: string;
  label: string;
  kind: ShopFieldKind;
  hint?: string;
  required?: boolean;
  max?: number;
  /** Public settings reach the storefront (is_public); the rest only the server. */
  public: boolean;
  category: string;
}

export interface ShopGroup {
  id: "contact" | "shipping" | "cod" | "gst" | "home";
  title: string;
  description: string;
  fields: ShopField[];
}

const pub = (
  key: string,
  label: string,
  kind: ShopFieldKind,
  category: string,
  extra: Partial<ShopField> = {},
) => ({
  key,
  label,
  kind,
  category,
  public: true,
  max: kind === "textarea" || kind === "address" ? 500 : 200,
  ...extra,
});
const own = (
  key: string,
  label: string,
  kind: ShopFieldKind,
  category: string,
  extra: Partial<ShopField> = {},
) => ({
  ...pub(key, label, kind, category, extra),
  public: false,
});

const tile = (name: string, title: string) => [
  pub(`${name}_title`, `${title} tile: title`, "text", "why_choose"),
  pub(`${name}_desc`, `${title} tile: description`, "textarea", "why_choose"),
];

export const SHOP_GROUPS: ShopGroup[] = [
  {
    id: "contact",
    title: "Shop and contact details",
    description:
      "Your shop's name and how customers reach you: shown in the header, footer and on the Contact page.",
    fields: [
      pub("site_name", "Shop name", "text", "site", { required: true, max: 100 }),
      pub("contact_email", "Contact e-mail", "email", "contact"),
      pub("contact_phone", "Contact phone", "phone", "contact", {
        hint: "An Indian mobile number, e.g. +91 98765 43210",
      }),
      pub("contact_address", "Contact address", "textarea", "contact"),
      pub("business_email", "Business e-mail", "email", "contact"),
      pub("business_phone", "Business phone", "phone", "contact"),
      pub("business_address", "Business address", "textarea", "contact"),
    ],
  },
  {
    id: "shipping",
    title: "Shipping",
    description: "Orders at or above the threshold ship free; smaller ones pay the fee. Amounts in rupees.",
    fields: [
      own("shipping_free_threshold", "Free shipping from (₹)", "money", "shipping", { required: true }),
      own("shipping_fee", "Shipping fee (₹)", "money", "shipping", { required: true }),
    ],
  },
  {
    id: "cod",
    title: "Cash on delivery",
    description: "Whether checkout offers cash on delivery, and the largest order total it may be used for.",
    fields: [
      own("cod_enabled", "Offer cash on delivery", "boolean", "checkout"),
      own("cod_max_order_value", "Largest cash-on-delivery order (₹)", "money", "checkout", {
        required: true,
      }),
    ],
  },
  {
    id: "gst",
    title: "GST and invoices",
    description:
      "The seller block of every invoice. The GST state decides CGST + SGST (same state) or IGST (another state).",
    fields: [
      own("shop_state", "GST state", "state", "tax", { required: true }),
      own("shop_gstin", "GSTIN", "gstin", "tax", {
        required: true,
        hint: "15 characters; its first two digits are the state's code",
      }),
      own("shop_legal_name", "Legal name", "text", "invoice", { required: true }),
      own("shop_address", "Registered address", "address", "invoice", {
        required: true,
        hint: "As registered for GST, with the 6-digit PIN code",
      }),
    ],
  },
  {
    id: "home",
    title: "Home page texts",
    description:
      "The words of the home page: the hero, the three value propositions and the Why Choose tiles.",
    fields: [
      pub("homepage_hero_title", "Hero title", "text", "site"),
      pub("homepage_hero_subtitle", "Hero subtitle", "textarea", "site"),
      pub("value_proposition_1", "Value proposition 1", "text", "site"),
      pub("value_proposition_2", "Value proposition 2", "text", "site"),
      pub("value_proposition_3", "Value proposition 3", "text", "site"),
      pub("why_choose_subtitle", "Why Choose subtitle", "text", "why_choose"),
      ...tile("free_shipping", "Free shipping"),
      ...tile("quality_guarantee", "Quality guarantee"),
      ...tile("customer_reviews", "Customer reviews"),
      ...tile("support", "Support"),
    ],
  },
];

export const SHOP_SETTINGS_MESSAGES = {
  saved: (title: string) => `${title} saved`,
  failed: "Failed to save settings",
  unknownGroup: "Choose which settings to save",
  stale: "These settings were changed by someone else since you opened this page. Reload to see the change.",
} as const;

const MAX_MONEY_PAISE = 99_999_999; // ₹9,99,999.99, the spec's price maximum
const email = z.email();

/** Rupees as the settings store them: "1000", or "49.50" when there are paise. */
function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : paiseToRupees(paise).toFixed(2);
}

function checkField(
  field: ShopField,
  raw: string,
  values: Record<string, string>,
): string | { error: string } {
  const value = raw.replaceAll("\u0000", "").trim();
  const fail = (error: string) => ({ error });
  // A checkbox posts "on" (or the form's "true") when ticked and nothing when not.
  if (field.kind === "boolean") return value === "true" || value === "on" ? "true" : "false";
  if (value === "") return field.required ? fail(`${field.label} is required`) : "";
  if (field.max && value.length > field.max)
    return fail(`${field.label} must be ${field.max} characters or less`);
  switch (field.kind) {
    case "email":
      return email.safeParse(value).success ? value : fail(`${field.label} must be a valid email address`);
    case "phone": {
      const phone = normalizeIndianMobile(value);
      return phone ? `+91 ${phone.slice(3, 8)} ${phone.slice(8)}` : fail(`${field.label}: ${PHONE_MESSAGE}`);
    }
    case "money": {
      const paise = rupeesToPaise(value);
      return paise === null || paise > MAX_MONEY_PAISE
        ? fail(`${field.label} must be an amount in rupees from 0 to 999999.99, e.g. 999 or 49.50`)
        : rupeesText(paise);
    }
    case "state": {
      const state = canonicalState(value);
      return (INDIAN_STATES as readonly string[]).includes(state)
        ? state
        : fail(`${field.label} must be a state or union territory of India`);
    }
    case "gstin": {
      // A state that failed its own check has its message already; the GSTIN is then checked alone.
      const result = validateGstin(value, values.shop_state ? { state: values.shop_state } : undefined);
      return result.ok ? result.gstin : fail(`${field.label}: ${result.error}`);
    }
    case "address": {
      const pins = value.match(/\b[1-9]\d{5}\b/g) ?? [];
      const pin = pins.at(-1);
      if (!pin) return fail(`${field.label} must include the 6-digit PIN code`);
      const states = statesForPin(pin);
      const state = values.shop_state;
      if (state && states && !states.includes(state as (typeof states)[number]))
        return fail(`${field.label}: ${pinStateMessage(pin, states, state)}`);
      return value;
    }
    default:
      return value;
  }
}

export type ShopGroupCheck =
  { ok: true; values: Record<string, string> } | { ok: false; fieldErrors: Record<string, string> };

/** One group's values as they will be stored, or a message per field naming the setting. */
export function checkShopGroup(group: ShopGroup, input: Record<string, string>): ShopGroupCheck {
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  // The state goes first: the GSTIN and the address's PIN are checked against it.
  const ordered = [...group.fields].sort((a, b) => Number(b.kind === "state") - Number(a.kind === "state"));
  for (const field of ordered) {
    const result = checkField(field, input[field.key] ?? "", values);
    if (typeof result === "string") values[field.key] = result;
    else fieldErrors[field.key] = result.error;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, values };
}

export function shopGroup(id: string): ShopGroup | undefined {
  return SHOP_GROUPS.find((group) => group.id === id);
}
