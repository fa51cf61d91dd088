import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { type Actor, CONTENT_ERRORS, lockOrder, stepped } from "./admin-content-rules";
import { approval, lastPlace, requireTestimonial } from "./admin-testimonials-write";
import { testimonials } from "./schema";

/** Approves or unapproves one testimonial; setting what is already there changes nothing. */
export async function setTestimonialApproved(
  actor: Actor,
  id: string,
  approved: boolean,
): Promise<{ name: string; changed: boolean }> {
  const { changed, names } = await setApprovals(actor, [id], approved);
  return { name: names[0], changed: changed > 0 };
}

/**
 * Spec section 7, "bulk approve by ids": all or nothing. When any of them is gone, nothing changes and
 * the admin is asked to reload; those already approved are left as they were.
 */
export async function approveTestimonials(actor: Actor, ids: string[]): Promise<{ changed: number }> {
  const { changed } = await setApprovals(actor, ids, true);
  return { changed };
}

async function setApprovals(actor: Actor, ids: string[], approved: boolean) {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) throw new AppError("INVALID", CONTENT_ERRORS.noneSelected);
  if (wanted.length > 500 || !wanted.every(isUuid))
    throw new AppError("NOT_FOUND", CONTENT_ERRORS.testimonialNotFound);
  return adminTransaction(
    async (tx) => {
      const rows = await tx
        .select()
        .from(testimonials)
        .where(inArray(testimonials.id, wanted))
        .orderBy(asc(testimonials.id))
        .for("update");
      if (rows.length !== wanted.length)
        throw new AppError(
          "NOT_FOUND",
          wanted.length === 1 ? CONTENT_ERRORS.testimonialNotFound : CONTENT_ERRORS.someGone,
        );
      const changing = rows.filter((row) => row.isApproved !== approved);
      for (const row of changing) {
        const [after] = await tx
          .update(testimonials)
          .set({ ...approval(approved, actor), updatedAt: new Date() })
          .where(eq(testimonials.id, row.id))
          .returning();
        await recordActivity(tx, {
          actor,
          action: approved ? "testimonial.approve" : "testimonial.unapprove",
          entityType: "testimonial",
          entityId: row.id,
          entityLabel: row.customerName,
          before: { isApproved: row.isApproved, approvedBy: row.approvedBy, approvedAt: row.approvedAt },
          after: { isApproved: after.isApproved, approvedBy: after.approvedBy, approvedAt: after.approvedAt },
        });
      }
      return { changed: changing.length, names: rows.map((r) => r.customerName) };
    },
    { storefront: true },
  );
}

/** Features a testimonial (shown first in the shop) or stops featuring it; it goes last in its new group. */
export async function setTestimonialFeatured(
  actor: Actor,
  id: string,
  featured: boolean,
): Promise<{ name: string; changed: boolean }> {
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx, "testimonial");
      const row = await requireTestimonial(tx, id);
      if (row.isFeatured === featured) return { name: row.customerName, changed: false };
      const displayOrder = await lastPlace(tx, featured);
      await tx
        .update(testimonials)
        .set({ isFeatured: featured, displayOrder, updatedAt: new Date() })
        .where(eq(testimonials.id, row.id));
      await recordActivity(tx, {
        actor,
        action: featured ? "testimonial.feature" : "testimonial.unfeature",
        entityType: "testimonial",
        entityId: row.id,
        entityLabel: row.customerName,
        before: { isFeatured: row.isFeatured, displayOrder: row.displayOrder },
        after: { isFeatured: featured, displayOrder },
      });
      return { name: row.customerName, changed: true };
    },
    { storefront: true },
  );
}

/** Swaps a testimonial with its neighbour in the shop's order (within featured, or within the rest). */
export async function moveTestimonial(
  actor: Actor,
  id: string,
  direction: "up" | "down",
): Promise<{ name: string; moved: boolean }> {
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx, "testimonial");
      const row = await requireTestimonial(tx, id);
      const group = await tx
        .select({
          id: testimonials.id,
          name: testimonials.customerName,
          displayOrder: testimonials.displayOrder,
        })
        .from(testimonials)
        .where(eq(testimonials.isFeatured, row.isFeatured))
        .orderBy(asc(testimonials.displayOrder), desc(testimonials.createdAt), asc(testimonials.id));
      const order = stepped(
        group.map((g) => g.id),
        row.id,
        direction,
      );
      if (!order) return { name: row.customerName, moved: false };
      for (const [index, memberId] of order.entries()) {
        if (group.find((g) => g.id === memberId)!.displayOrder === index) continue;
        await tx
          .update(testimonials)
          .set({ displayOrder: index, updatedAt: sql`${testimonials.updatedAt}` })
          .where(eq(testimonials.id, memberId));
      }
      const nameOf = new Map(group.map((g) => [g.id, g.name]));
      await recordActivity(tx, {
        actor,
        action: "testimonial.reorder",
        entityType: "testimonial",
        entityId: row.id,
        entityLabel: row.customerName,
        before: { order: group.map((g) => g.name) },
        after: { order: order.map((memberId) => nameOf.get(memberId)) },
      });
      return { name: row.customerName, moved: true };
    },
    { storefront: true },
  );
}
