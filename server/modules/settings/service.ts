import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "../../db/client";
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

export async function getSettings(keys: string[]): Promise<SettingsMap> {
  if (keys.length === 0) return {};
  const rows = await getDb()
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys));
  return Object.fromEntries(rows.map((r) => [r.key, r.value ?? ""]));
}

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
