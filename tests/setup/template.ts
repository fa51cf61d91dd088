import fs from "node:fs";
import path from "node:path";

/** Where the migrated PGlite template lives; rebuilt when a migration changes. */
export const TEMPLATE_DIR = path.resolve(".tmp/test-templates");

export function migrationsFingerprint(): string {
  const journal = fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8");
  let hash = 0;
  for (const ch of journal) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}

export function pgliteTemplatePath(): string {
  return path.join(TEMPLATE_DIR, `pglite-${migrationsFingerprint()}.tar.gz`);
}

export function postgresTemplateName(): string {
  return `shop_test_template_${migrationsFingerprint()}`;
}

/** The same server, another database name. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
