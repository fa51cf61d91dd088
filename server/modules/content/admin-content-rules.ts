import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** Who makes a back-office change (for the activity log). */
export interface Actor {
  id: string;
  email: string;
}

export const CONTENT_ERRORS = {
  invalidForm: "Please correct the fields marked below.",
  bannerNotFound: "This banner no longer exists. It may have been deleted by someone else.",
  testimonialNotFound: "This testimonial no longer exists. It may have been deleted by someone else.",
  sectionNotFound: "This craftsmanship section no longer exists. It may have been deleted by someone else.",
  stale: (what: string) =>
    `Someone else changed this ${what} after you opened it. Reload the page to see their changes, then make yours again.`,
  noneSelected: "Select at least one testimonial first.",
  someGone:
    "Some of the selected testimonials no longer exist: nothing was changed. Reload the page and try again.",
} as const;

/** Milliseconds are what a form round-trips; the database keeps microseconds. */
export function sameVersion(stored: Date, seen: unknown): boolean {
  const seenAt = typeof seen === "string" ? new Date(seen) : null;
  return seenAt !== null && Math.abs(stored.getTime() - seenAt.getTime()) < 1;
}

/**
 * The list with `id` swapped with its neighbour above or below; null at either end (or when the id is
 * not there), so nothing changes.
 */
export function stepped(ids: string[], id: string, direction: "up" | "down"): string[] | null {
  const from = ids.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

// One reorder of a content list at a time, so two moves never number the same rows at once.
const ORDER_LOCKS = { banner: 72_410_201, testimonial: 72_410_202, craftsmanship: 72_410_203 } as const;

export async function lockOrder(tx: Database, list: keyof typeof ORDER_LOCKS): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCKS[list]})`);
}
