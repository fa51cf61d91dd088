import { eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { log } from "../../log";
import { sanitizeHtml } from "../../sanitize-html";
import { DEFAULT_PAGES, type PageKey } from "./default-pages";
import { pageContent } from "./schema";

export { isPageKey, PAGE_KEYS, PAGE_PATHS, type PageKey } from "./default-pages";

export interface InfoPage {
  key: PageKey;
  title: string;
  /** Sanitised HTML. */
  html: string;
  /** True when the built-in text is shown. */
  isDefault: boolean;
}

function fallback(key: PageKey): InfoPage {
  const page = DEFAULT_PAGES[key];
  return { key, title: page.title, html: sanitizeHtml(page.content), isDefault: true };
}

/**
 * What the storefront shows for a page given its stored row (or none): the row's sanitised content
 * when it is published and not empty, else the built-in text (spec section 8). The back office's
 * preview uses the same rule, so it shows exactly what shoppers will see.
 */
export function infoPageOf(
  key: PageKey,
  row: { title: string; content: string; isPublished: boolean } | undefined,
): InfoPage {
  const html = row?.isPublished ? sanitizeHtml(row.content).trim() : "";
  if (!row || html === "") return fallback(key);
  return { key, title: row.title.trim() || DEFAULT_PAGES[key].title, html, isDefault: false };
}

/**
 * An information page by key. Missing, unpublished or empty content, and a failed read,
 * all give the built-in default text (spec section 8).
 */
export async function getInfoPage(key: PageKey): Promise<InfoPage> {
  try {
    const [row] = await getDb().select().from(pageContent).where(eq(pageContent.key, key));
    return infoPageOf(key, row);
  } catch (error) {
    log.error(`page content ${key} could not be loaded; showing the default text`, error);
    return fallback(key);
  }
}
