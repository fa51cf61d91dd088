import { asc, count, eq, sql } from "drizzle-orm";
import {
  EDITABLE_NAV_LOCATIONS,
  type EditableNavLocation,
  NAV_LOCATION_LABELS,
  parseNavigationLinkForm,
} from "../../../lib/navigation-link-form";
import { type Database, getDb } from "../../db/client";
import { numberInOrder } from "../../db/number-in-order";
import { type PageWindow, pageWindow } from "../../db/page-window";
import { AppError } from "../../errors";
import { type ActivityEntry, adminTransaction, recordActivity } from "../audit/service";
import { navigationLinks } from "./schema";

type Actor = ActivityEntry["actor"];
type LinkRow = typeof navigationLinks.$inferSelect;

/** Spec section 8: service failures read 'Failed to <action>: <server message>'. */
export const navigationFailure = (action: string, reason: string) =>
  `Failed to ${action} navigation link: ${reason}`;

export const NAVIGATION_REASONS = {
  invalidForm: "please correct the fields marked below.",
  notFound: "this link no longer exists. It may have been deleted by someone else.",
  backOffice: "the back office's own menu links cannot be changed here.",
  stale:
    "someone else changed this link after you opened it. Reload the page to see their changes, then make yours again.",
} as const;

export interface AdminNavLink {
  id: string;
  name: string;
  path: string;
  location: EditableNavLocation;
  orderNum: number;
  isActive: boolean;
  /** The version an edit form sends back, so a save never overwrites someone else's change. */
  updatedAt: string;
}

const byShopOrder = [asc(navigationLinks.orderNum), asc(navigationLinks.name), asc(navigationLinks.id)];

const isEditable = (location: string): location is EditableNavLocation =>
  (EDITABLE_NAV_LOCATIONS as readonly string[]).includes(location);

/** Links a page of each location's list shows: two lists share the page, 50 rows in all. */
export const NAVIGATION_PAGE_SIZE = 25;

export interface AdminNavLinkPage extends Omit<PageWindow, "offset"> {
  links: AdminNavLink[];
}

const view = (row: LinkRow & { location: EditableNavLocation }): AdminNavLink => ({
  id: row.id,
  name: row.name,
  path: row.path,
  location: row.location,
  orderNum: row.orderNum,
  isActive: row.isActive,
  updatedAt: row.updatedAt.toISOString(),
});

/** A page of one location's links, active or not, in the order the shop shows them (read from its index). */
async function locationPage(location: EditableNavLocation, page: number): Promise<AdminNavLinkPage> {
  const db = getDb();
  const where = eq(navigationLinks.location, location);
  const [{ total }] = await db.select({ total: count() }).from(navigationLinks).where(where);
  const { offset, ...window } = pageWindow(total, page, NAVIGATION_PAGE_SIZE);
  const rows = await db
    .select()
    .from(navigationLinks)
    .where(where)
    .orderBy(...byShopOrder)
    .limit(NAVIGATION_PAGE_SIZE)
    .offset(offset);
  return { links: rows.map((row) => view({ ...row, location })), ...window };
}

/**
 * Header and footer links, active or not, in the order the shop shows them, a page of each at a time.
 * A page past the end shows the last one.
 */
export async function listAdminNavigation(
  pages: Partial<Record<EditableNavLocation, number>> = {},
): Promise<Record<EditableNavLocation, AdminNavLinkPage>> {
  const [header, footer] = await Promise.all([
    locationPage("header", pages.header ?? 1),
    locationPage("footer", pages.footer ?? 1),
  ]);
  return { header, footer };
}

/** One header or footer link for its edit form; null when there is none. */
export async function getAdminNavigationLink(id: string): Promise<AdminNavLink | null> {
  if (!UUID.test(id)) return null;
  const [row] = await getDb().select().from(navigationLinks).where(eq(navigationLinks.id, id));
  return row && isEditable(row.location) ? view({ ...row, location: row.location }) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The header or footer link `id`, locked for the transaction; refused for anything else. */
async function requireLink(tx: Database, id: string, action: string): Promise<LinkRow> {
  const [row] = UUID.test(id)
    ? await tx.select().from(navigationLinks).where(eq(navigationLinks.id, id)).for("update")
    : [];
  if (!row) throw new AppError("NOT_FOUND", navigationFailure(action, NAVIGATION_REASONS.notFound));
  if (!isEditable(row.location))
    throw new AppError("FORBIDDEN", navigationFailure(action, NAVIGATION_REASONS.backOffice));
  return row;
}

function validate(input: unknown, action: string) {
  const parsed = parseNavigationLinkForm(input);
  if (!parsed.ok)
    throw new AppError(
      "INVALID",
      navigationFailure(action, NAVIGATION_REASONS.invalidForm),
      parsed.fieldErrors,
    );
  return parsed.data;
}

const snapshot = (row: LinkRow) => ({
  name: row.name,
  path: row.path,
  location: row.location,
  orderNum: row.orderNum,
  isActive: row.isActive,
});

/** Spec section 5: a new link is active with order 0 unless the form says otherwise. */
export async function createNavigationLink(
  actor: Actor,
  input: unknown,
): Promise<{ id: string; name: string }> {
  const data = validate(input, "create");
  return adminTransaction(
    async (tx) => {
      const [row] = await tx.insert(navigationLinks).values(data).returning();
      await recordActivity(tx, {
        actor,
        action: "navigation_link.create",
        entityType: "navigation_link",
        entityId: row.id,
        entityLabel: row.name,
        after: snapshot(row),
      });
      return { id: row.id, name: row.name };
    },
    { storefront: true },
  );
}

/** Milliseconds are what the form round-trips; the database keeps microseconds. */
function sameVersion(stored: Date, seen: unknown): boolean {
  const seenAt = typeof seen === "string" ? new Date(seen) : null;
  return seenAt !== null && Math.abs(stored.getTime() - seenAt.getTime()) < 1;
}

export async function updateNavigationLink(
  actor: Actor,
  id: string,
  input: unknown,
  version: unknown,
): Promise<{ name: string }> {
  const data = validate(input, "update");
  return adminTransaction(
    async (tx) => {
      const before = await requireLink(tx, id, "update");
      if (!sameVersion(before.updatedAt, version))
        throw new AppError("CONFLICT", navigationFailure("update", NAVIGATION_REASONS.stale));
      const [row] = await tx
        .update(navigationLinks)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(navigationLinks.id, id))
        .returning();
      await recordActivity(tx, {
        actor,
        action: "navigation_link.update",
        entityType: "navigation_link",
        entityId: id,
        entityLabel: row.name,
        before: snapshot(before),
        after: snapshot(row),
      });
      return { name: row.name };
    },
    { storefront: true },
  );
}

/** Sets (never flips) the flag, so a resent form cannot undo the admin's choice. */
export async function setNavigationLinkActive(
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<{ name: string; changed: boolean }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireLink(tx, id, "update");
      if (row.isActive === isActive) return { name: row.name, changed: false };
      await tx
        .update(navigationLinks)
        .set({ isActive, updatedAt: new Date() })
        .where(eq(navigationLinks.id, id));
      await recordActivity(tx, {
        actor,
        action: isActive ? "navigation_link.activate" : "navigation_link.deactivate",
        entityType: "navigation_link",
        entityId: id,
        entityLabel: row.name,
        before: { isActive: row.isActive },
        after: { isActive },
      });
      return { name: row.name, changed: true };
    },
    { storefront: true },
  );
}

/**
 * Swaps a link with its neighbour in the shop's order and numbers its location's links 0..n-1, so
 * links that shared an order (new links all start at 0) get a place of their own. At either end
 * nothing changes.
 */
export async function moveNavigationLink(
  actor: Actor,
  id: string,
  direction: "up" | "down",
): Promise<{ name: string; moved: boolean }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireLink(tx, id, "move");
      const siblings = await tx
        .select({ id: navigationLinks.id, name: navigationLinks.name, orderNum: navigationLinks.orderNum })
        .from(navigationLinks)
        .where(eq(navigationLinks.location, row.location))
        .orderBy(...byShopOrder)
        .for("update");
      const from = siblings.findIndex((s) => s.id === id);
      const to = direction === "up" ? from - 1 : from + 1;
      if (to < 0 || to >= siblings.length) return { name: row.name, moved: false };
      const after = [...siblings];
      [after[from], after[to]] = [after[to], after[from]];
      await numberInOrder(
        tx,
        navigationLinks,
        navigationLinks.orderNum,
        after.map((l) => l.id),
        sql`, updated_at = now()`,
      );
      await recordActivity(tx, {
        actor,
        action: "navigation_link.reorder",
        entityType: "navigation_link",
        entityId: id,
        entityLabel: `${NAV_LOCATION_LABELS[row.location as EditableNavLocation]} links`,
        before: { order: siblings.map((s) => s.name) },
        after: { order: after.map((s) => s.name) },
      });
      return { name: row.name, moved: true };
    },
    { storefront: true },
  );
}

export async function deleteNavigationLink(actor: Actor, id: string): Promise<{ name: string }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireLink(tx, id, "delete");
      await tx.delete(navigationLinks).where(eq(navigationLinks.id, id));
      await recordActivity(tx, {
        actor,
        action: "navigation_link.delete",
        entityType: "navigation_link",
        entityId: id,
        entityLabel: row.name,
        before: snapshot(row),
      });
      return { name: row.name };
    },
    { storefront: true },
  );
}
