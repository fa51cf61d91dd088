import type { Database } from "../../db/client";
import { getEnv } from "../../config/env";
import { publicPagesGeneration } from "../../cache/public-pages";
import { singleton } from "../../singleton";
import { rupeesToPaise } from "../../../lib/money";
import { isExplicitlyOn, wholeNumber } from "../../../lib/settings";
import type { ShippingRule } from "../../../lib/shipping";
import { getAdminSetting } from "./admin-settings-read";
import { getSettings, getShippingRule } from "./shop-settings";

/** Everything checkout, tax and invoices read from settings, with the spec's defaults. */
export interface CheckoutSettings {
  shipping: ShippingRule;
  shopState: string;
  holdMinutes: number;
  codEnabled: boolean;
  /** Largest order total payable by cash on delivery, paise. */
  codMaxOrderValue: number;
  orderNumberPrefix: string;
}

/**
 * Checkout reads these on every order; a few seconds' cache spares two queries each time. Saving
 * settings moves the storefront's generation on, in this process and every other (decision 027), so
 * the next order reads afresh.
 */
const CACHE_MS = 5_000;
const cache = singleton("checkout-settings", () => ({
  value: null as CheckoutSettings | null,
  until: 0,
  generation: -1,
}));

/** Tests that write settings directly make the next read fresh (a save moves the generation on). */
export function forgetCheckoutSettings(): void {
  cache.value = null;
}

export async function getCheckoutSettings(): Promise<CheckoutSettings> {
  const generation = publicPagesGeneration();
  if (cache.value && Date.now() < cache.until && cache.generation === generation) return cache.value;
  const value = await readCheckoutSettings();
  Object.assign(cache, { value, until: Date.now() + CACHE_MS, generation });
  return value;
}

async function readCheckoutSettings(): Promise<CheckoutSettings> {
  const [values, shipping] = await Promise.all([
    getSettings([
      "shop_state",
      "stock_hold_minutes",
      "cod_enabled",
      "cod_max_order_value",
      "order_number_prefix",
    ]),
    getShippingRule(),
  ]);
  const prefix = (values.order_number_prefix ?? "").replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return {
    shipping,
    shopState: values.shop_state?.trim() || "Rajasthan",
    holdMinutes: wholeNumber(values, "stock_hold_minutes", 30, 1, 7 * 24 * 60),
    codEnabled: values.cod_enabled === undefined ? true : isExplicitlyOn(values, "cod_enabled"),
    codMaxOrderValue: rupeesToPaise(values.cod_max_order_value ?? "") ?? 1_000_000,
    orderNumberPrefix: prefix.slice(0, 6) || "DT",
  };
}

const DEFAULT_SHOP_STATE = "Rajasthan";

/** Seller block of invoices. */
export async function getSellerDetails() {
  const values = await getSettings(["shop_legal_name", "shop_address", "shop_state", "shop_gstin"]);
  return {
    legalName: values.shop_legal_name || "Divine Threads",
    address: values.shop_address || "",
    state: values.shop_state || DEFAULT_SHOP_STATE,
    gstin: values.shop_gstin || "",
    email: (await getAdminSetting("email_from_address")) || "",
  };
}

/** The shop's state (where its GSTIN is registered), read in the caller's transaction. */
export async function getShopState(db: Database): Promise<string> {
  return (await getSettings(["shop_state"], db)).shop_state || DEFAULT_SHOP_STATE;
}

/** Where new-order notifications go: the admin setting, else ADMIN_EMAIL, else nowhere. */
export async function getAdminNotificationAddress(): Promise<string | null> {
  const configured = (await getAdminSetting("admin_notification_email"))?.trim();
  return configured || getEnv().ADMIN_EMAIL || null;
}
