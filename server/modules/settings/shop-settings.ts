import { keptUntilStorefrontChanges } from "../../cache/storefront-reads";
import { and, asc, eq, inArray } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { rupeesToPaise } from "../../../lib/money";
import { DEFAULT_SHIPPING, type ShippingRule } from "../../../lib/shipping";
import { appMeta, configOptions, settings } from "./schema";

export type SettingsMap = Record<string, string>;

/** Settings flagged public, as key to value: the only settings a browser may see. */
export async function getPublicSettings(): Promise<SettingsMap> {
  const rows = await getDb()
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.isPublic, true));
  return Object.fromEntries(rows.map((r) => [r.key, r.value ?? ""]));
}

/** getPublicSettings for pages: kept between requests until the storefront changes (decision 026). */
export const keptPublicSettings = keptUntilStorefrontChanges(getPublicSettings);

export async function getSettings(keys: string[], db: Database = getDb()): Promise<SettingsMap> {
  if (keys.length === 0) return {};
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys));
  return Object.fromEntries(rows.map((r) => [r.key, r.value ?? ""]));
}

/**
 * A category's active options. Reading never writes: the defaults are seeded again into an empty table
 * (spec §7) at start and when the back office's options page opens.
 */
export async function getConfigOptions(category: string) {
  return getDb()
    .select()
    .from(configOptions)
    .where(and(eq(configOptions.category, category), eq(configOptions.isActive, true)))
    .orderBy(asc(configOptions.sortOrder));
}

export async function getMeta(key: string): Promise<string | null> {
  const [row] = await getDb().select().from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

/** Stores value unless the key is already set; returns the value that won (safe across processes). */
export async function claimMeta(key: string, value: string): Promise<string> {
  await getDb().insert(appMeta).values({ key, value }).onConflictDoNothing();
  return (await getMeta(key)) ?? value;
}

export async function setMeta(key: string, value: string): Promise<void> {
  await getDb()
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

/** The shop's shipping rule from settings (rupees there, paise here), with the spec's defaults. */
export async function getShippingRule(): Promise<ShippingRule> {
  const values = await getSettings(["shipping_free_threshold", "shipping_fee"]);
  const rupees = (value: string | undefined, fallback: number) => {
    const paise = value === undefined ? null : rupeesToPaise(value);
    return paise === null ? fallback : paise;
  };
  return {
    freeThreshold: rupees(values.shipping_free_threshold, DEFAULT_SHIPPING.freeThreshold),
    fee: rupees(values.shipping_fee, DEFAULT_SHIPPING.fee),
  };
}
