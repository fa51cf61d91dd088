import { eq } from "drizzle-orm";
import { htmlIsBlank, PAGE_MESSAGES, type PageFormInput, parsePageForm } from "../../../lib/page-form";
import { getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { sanitizeHtml } from "../../sanitize-html";
import { type ActivityEntry, adminTransaction, recordActivity } from "../audit/service";
import { DEFAULT_PAGES, isPageKey, PAGE_KEYS, PAGE_PATHS, type PageKey } from "./default-pages";
import { type InfoPage, infoPageOf } from "./pages";
import { pageContent } from "./schema";

type Actor = ActivityEntry["actor"];
type PageRow = typeof pageContent.$inferSelect;

export const PAGE_ERRORS = {
  notFound: "There is no such information page.",
  invalidForm: "Please correct the fields marked below.",
  stale:
    "Someone else changed this page after you opened it. Reload the page to see their changes, then make yours again.",
} as const;

/** custom: the stored text is shown; unpublished: stored but the built-in text is shown; default: nothing stored. */
export type PageStatus = "custom" | "unpublished" | "default";

export interface AdminPageSummary {
  key: PageKey;
  title: string;
  /** Where the storefront shows it, e.g. /about. */
  path: string;
  status: PageStatus;
  updatedAt: string | null;
}

const statusOf = (key: PageKey, row: PageRow | undefined): PageStatus =>
  !row ? "default" : infoPageOf(key, row).isDefault ? "unpublished" : "custom";

/** The six information pages in the storefront's order, with what each shows now. */
export async function listAdminPages(): Promise<AdminPageSummary[]> {
  const rows = await getDb().select().from(pageContent);
  return PAGE_KEYS.map((key) => {
    const row = rows.find((r) => r.key === key);
    return {
      key,
      title: row?.title || DEFAULT_PAGES[key].title,
      path: PAGE_PATHS[key],
      status: statusOf(key, row),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

export interface AdminPage {
  key: PageKey;
  path: string;
  /** The stored text, or the built-in text to start from when nothing is stored. */
  title: string;
  content: string;
  isPublished: boolean;
  status: PageStatus;
  /** updatedAt of the stored row ("" when nothing is stored): the edit form sends it back. */
  version: string;
  /** What the storefront shows now. */
  live: InfoPage;
}

/** A page for the editor; null for a key that is no information page. */
export async function getAdminPage(key: string): Promise<AdminPage | null> {
  if (!isPageKey(key)) return null;
  const [row] = await getDb().select().from(pageContent).where(eq(pageContent.key, key));
  const source = row ?? { ...DEFAULT_PAGES[key], isPublished: true };
  return {
    key,
    path: PAGE_PATHS[key],
    title: source.title,
    content: source.content,
    isPublished: source.isPublished,
    status: statusOf(key, row),
    version: row?.updatedAt.toISOString() ?? "",
    live: infoPageOf(key, row),
  };
}

function requireKey(key: string): PageKey {
  if (!isPageKey(key)) throw new AppError("NOT_FOUND", PAGE_ERRORS.notFound);
  return key;
}

/** The form checked and its HTML sanitised as it will be stored; refused when nothing safe is left. */
function prepare(input: unknown): PageFormInput {
  const parsed = parsePageForm(input);
  if (!parsed.ok) throw new AppError("INVALID", PAGE_ERRORS.invalidForm, parsed.fieldErrors);
  const content = sanitizeHtml(parsed.data.content).trim();
  if (htmlIsBlank(content))
    throw new AppError("INVALID", PAGE_ERRORS.invalidForm, { content: PAGE_MESSAGES.contentUnsafeOnly });
  return { ...parsed.data, content };
}

/** The page as the storefront would show it with these (unsaved) changes; nothing is stored. */
export function previewInfoPage(key: string, input: unknown): InfoPage {
  return infoPageOf(requireKey(key), prepare(input));
}

/** Milliseconds are what the form round-trips; the database keeps microseconds. */
const sameVersion = (row: PageRow | undefined, seen: unknown) =>
  row === undefined
    ? seen === "" || seen === null || seen === undefined
    : typeof seen === "string" && Math.abs(row.updatedAt.getTime() - new Date(seen).getTime()) < 1;

const snapshot = (row: { title: string; content: string; isPublished: boolean }) => ({
  title: row.title,
  content: row.content,
  isPublished: row.isPublished,
});

/** Stores the page's sanitised text; shoppers see it on their next request. */
export async function saveInfoPage(
  actor: Actor,
  key: string,
  input: unknown,
  version: unknown,
): Promise<{ title: string }> {
  const pageKey = requireKey(key);
  const data = prepare(input);
  try {
    return await adminTransaction(
      async (tx) => {
        const [before] = await tx
          .select()
          .from(pageContent)
          .where(eq(pageContent.key, pageKey))
          .for("update");
        if (!sameVersion(before, version)) throw new AppError("CONFLICT", PAGE_ERRORS.stale);
        const [row] = before
          ? await tx
              .update(pageContent)
              .set({ ...data, updatedAt: new Date() })
              .where(eq(pageContent.key, pageKey))
              .returning()
          : await tx
              .insert(pageContent)
              .values({ key: pageKey, ...data })
              .returning();
        await recordActivity(tx, {
          actor,
          action: before ? "page.update" : "page.create",
          entityType: "page",
          entityId: row.id,
          entityLabel: `${DEFAULT_PAGES[pageKey].title} (${PAGE_PATHS[pageKey]})`,
          before: before ? snapshot(before) : null,
          after: snapshot(row),
        });
        return { title: row.title };
      },
      { storefront: true },
    );
  } catch (error) {
    // Two first saves at once: the second finds the key taken, like a changed version.
    if (uniqueViolation(error) !== null) throw new AppError("CONFLICT", PAGE_ERRORS.stale);
    throw error;
  }
}

/** Removes the stored text, so the storefront shows the built-in text again. */
export async function resetInfoPage(actor: Actor, key: string): Promise<{ title: string; changed: boolean }> {
  const pageKey = requireKey(key);
  const title = DEFAULT_PAGES[pageKey].title;
  return adminTransaction(
    async (tx) => {
      const [row] = await tx.delete(pageContent).where(eq(pageContent.key, pageKey)).returning();
      if (!row) return { title, changed: false };
      await recordActivity(tx, {
        actor,
        action: "page.reset",
        entityType: "page",
        entityId: row.id,
        entityLabel: `${title} (${PAGE_PATHS[pageKey]})`,
        before: snapshot(row),
      });
      return { title, changed: true };
    },
    { storefront: true },
  );
}
