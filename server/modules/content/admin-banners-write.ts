import { asc, eq, sql } from "drizzle-orm";
import { type BannerFormInput, parseBannerForm } from "../../../lib/banner-form-schema";
import type { Database } from "../../db/client";
import { numberInOrder } from "../../db/number-in-order";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { type Actor, CONTENT_ERRORS, lockOrder, sameVersion, stepped } from "./admin-content-rules";
import { type BannerRow, findBanner } from "./admin-banners";
import { banners } from "./schema";

function validate(fields: unknown): BannerFormInput {
  const parsed = parseBannerForm(fields);
  if (!parsed.ok) throw new AppError("INVALID", CONTENT_ERRORS.invalidForm, parsed.fieldErrors);
  return parsed.data;
}

async function requireBanner(tx: Database, id: string): Promise<BannerRow> {
  const row = await findBanner(tx, id);
  if (!row) throw new AppError("NOT_FOUND", CONTENT_ERRORS.bannerNotFound);
  return row;
}

const labelOf = (row: Pick<BannerRow, "title" | "altText" | "position">) =>
  row.title || row.altText || `${row.position} banner`;

/** The fields an activity row compares (counters are the shop's, not the admin's). */
const snapshot = (row: BannerRow) => ({
  imageUrl: row.imageUrl,
  altText: row.altText,
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  ctaText: row.ctaText,
  ctaLink: row.ctaLink,
  position: row.position,
  targetAudience: row.targetAudience,
  isActive: row.isActive,
  startDate: row.startDate?.toISOString() ?? null,
  endDate: row.endDate?.toISOString() ?? null,
  sortOrder: row.sortOrder,
});

/** The sort order that puts a banner last among those of its position. */
async function nextSortOrder(tx: Database, position: string): Promise<number> {
  const [row] = await tx
    .select({ top: sql<number | null>`max(${banners.sortOrder})` })
    .from(banners)
    .where(eq(banners.position, position));
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function createBanner(actor: Actor, fields: unknown): Promise<{ id: string; label: string }> {
  const data = validate(fields);
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx, "banner");
      const [row] = await tx
        .insert(banners)
        .values({ ...data, sortOrder: await nextSortOrder(tx, data.position) })
        .returning();
      await recordActivity(tx, {
        actor,
        action: "banner.create",
        entityType: "banner",
        entityId: row.id,
        entityLabel: labelOf(row),
        after: snapshot(row),
      });
      return { id: row.id, label: labelOf(row) };
    },
    { storefront: true },
  );
}

export async function updateBanner(
  actor: Actor,
  id: string,
  fields: unknown,
  version: unknown,
): Promise<{ id: string; label: string }> {
  const data = validate(fields);
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx, "banner");
      const before = await requireBanner(tx, id);
      if (!sameVersion(before.updatedAt, version))
        throw new AppError("CONFLICT", CONTENT_ERRORS.stale("banner"));
      const moved = before.position !== data.position;
      const [row] = await tx
        .update(banners)
        .set({
          ...data,
          sortOrder: moved ? await nextSortOrder(tx, data.position) : before.sortOrder,
          updatedAt: new Date(),
        })
        .where(eq(banners.id, before.id))
        .returning();
      await recordActivity(tx, {
        actor,
        action: "banner.update",
        entityType: "banner",
        entityId: row.id,
        entityLabel: labelOf(row),
        before: snapshot(before),
        after: snapshot(row),
      });
      return { id: row.id, label: labelOf(row) };
    },
    { storefront: true },
  );
}

export async function deleteBanner(actor: Actor, id: string): Promise<{ label: string }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireBanner(tx, id);
      await tx.delete(banners).where(eq(banners.id, row.id));
      await recordActivity(tx, {
        actor,
        action: "banner.delete",
        entityType: "banner",
        entityId: row.id,
        entityLabel: labelOf(row),
        before: { ...snapshot(row), viewCount: row.viewCount, clickCount: row.clickCount },
      });
      return { label: labelOf(row) };
    },
    { storefront: true },
  );
}

/** Sets (never flips) whether the banner may show, so a resent form cannot undo the admin's choice. */
export async function setBannerActive(
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<{ label: string; changed: boolean }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireBanner(tx, id);
      if (row.isActive === isActive) return { label: labelOf(row), changed: false };
      await tx.update(banners).set({ isActive, updatedAt: new Date() }).where(eq(banners.id, row.id));
      await recordActivity(tx, {
        actor,
        action: isActive ? "banner.activate" : "banner.deactivate",
        entityType: "banner",
        entityId: row.id,
        entityLabel: labelOf(row),
        before: { isActive: row.isActive },
        after: { isActive },
      });
      return { label: labelOf(row), changed: true };
    },
    { storefront: true },
  );
}

/**
 * Swaps a banner with its neighbour among the banners of its position and numbers them 0..n-1; at either
 * end nothing changes. The order is not an edit of the banners' content, so their versions stay.
 */
export async function moveBanner(
  actor: Actor,
  id: string,
  direction: "up" | "down",
): Promise<{ label: string; moved: boolean }> {
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx, "banner");
      const row = await requireBanner(tx, id);
      const siblings = await tx
        .select({
          id: banners.id,
          title: banners.title,
          altText: banners.altText,
          position: banners.position,
          sortOrder: banners.sortOrder,
        })
        .from(banners)
        .where(eq(banners.position, row.position))
        .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));
      const order = stepped(
        siblings.map((s) => s.id),
        row.id,
        direction,
      );
      if (!order) return { label: labelOf(row), moved: false };
      await numberInOrder(tx, banners, banners.sortOrder, order);
      const labelById = new Map(siblings.map((s) => [s.id, labelOf(s)]));
      await recordActivity(tx, {
        actor,
        action: "banner.reorder",
        entityType: "banner",
        entityId: row.id,
        entityLabel: labelOf(row),
        before: { order: siblings.map((s) => labelById.get(s.id)) },
        after: { order: order.map((s) => labelById.get(s)) },
      });
      return { label: labelOf(row), moved: true };
    },
    { storefront: true },
  );
}
