import { inArray } from "drizzle-orm";
import { getDb } from "../../db/client";
import { settings } from "./schema";

/** Shop settings (the logo, a section's background...) whose value is one of these image URLs. */
export async function findSettingsImageUsage(urls: string[]): Promise<{ kind: string; name: string }[]> {
  if (urls.length === 0) return [];
  const rows = await getDb()
    .select({ key: settings.key })
    .from(settings)
    .where(inArray(settings.value, urls))
    .limit(20);
  return rows.map((row) => ({ kind: "setting", name: row.key }));
}
