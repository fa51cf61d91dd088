import { eq, sql } from "drizzle-orm";
import { parseTestimonialForm, type TestimonialFormInput } from "../../../lib/testimonial-form-schema";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { type Actor, CONTENT_ERRORS, lockOrder, sameVersion } from "./admin-content-rules";
import { findTestimonial, type TestimonialRow } from "./admin-testimonials";
import { testimonials } from "./schema";

function validate(fields: unknown): TestimonialFormInput {
  const parsed = parseTestimonialForm(fields);
  if (!parsed.ok) throw new AppError("INVALID", CONTENT_ERRORS.invalidForm, parsed.fieldErrors);
  return parsed.data;
}

export async function requireTestimonial(tx: Database, id: string): Promise<TestimonialRow> {
  const row = await findTestimonial(tx, id);
  if (!row) throw new AppError("NOT_FOUND", CONTENT_ERRORS.testimonialNotFound);
  return row;
}

export const snapshot = (row: TestimonialRow) => ({
  customerName: row.customerName,
  customerTitle: row.customerTitle,
  customerLocation: row.customerLocation,
  quote: row.quote,
  rating: row.rating,
  isApproved: row.isApproved,
  isFeatured: row.isFeatured,
  approvedBy: row.approvedBy,
  approvedAt: row.approvedAt,
});

/** Spec section 4: approving sets approved_by and approved_at; unapproving clears both. */
export const approval = (approved: boolean, actor: Actor) =>
  approved
    ? { isApproved: true, approvedBy: actor.id, approvedAt: new Date() }
    : { isApproved: false, approvedBy: null, approvedAt: null };

/** The display order that puts a testimonial last among the featured (or the other) ones. */
export async function lastPlace(tx: Database, featured: boolean): Promise<number> {
  const [row] = await tx
    .select({ top: sql<number | null>`max(${testimonials.displayOrder})` })
    .from(testimonials)
    .where(eq(testimonials.isFeatured, featured));
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function createTestimonial(
  actor: Actor,
  fields: unknown,
): Promise<{ id: string; name: string }> {
  const data = validate(fields);
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx, "testimonial");
      const [row] = await tx
        .insert(testimonials)
        .values({
          ...data,
          ...approval(data.isApproved, actor),
          displayOrder: await lastPlace(tx, data.isFeatured),
        })
        .returning();
      await recordActivity(tx, {
        actor,
        action: "testimonial.create",
        entityType: "testimonial",
        entityId: row.id,
        entityLabel: row.customerName,
        after: snapshot(row),
      });
      return { id: row.id, name: row.customerName };
    },
    { storefront: true },
  );
}

export async function updateTestimonial(
  actor: Actor,
  id: string,
  fields: unknown,
  version: unknown,
): Promise<{ id: string; name: string }> {
  const data = validate(fields);
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx, "testimonial");
      const before = await requireTestimonial(tx, id);
      if (!sameVersion(before.updatedAt, version))
        throw new AppError("CONFLICT", CONTENT_ERRORS.stale("testimonial"));
      const [row] = await tx
        .update(testimonials)
        .set({
          ...data,
          // An approval that stays keeps who gave it and when.
          ...(data.isApproved !== before.isApproved ? approval(data.isApproved, actor) : {}),
          ...(data.isFeatured !== before.isFeatured
            ? { displayOrder: await lastPlace(tx, data.isFeatured) }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(testimonials.id, before.id))
        .returning();
      await recordActivity(tx, {
        actor,
        action: "testimonial.update",
        entityType: "testimonial",
        entityId: row.id,
        entityLabel: row.customerName,
        before: snapshot(before),
        after: snapshot(row),
      });
      return { id: row.id, name: row.customerName };
    },
    { storefront: true },
  );
}

export async function deleteTestimonial(actor: Actor, id: string): Promise<{ name: string }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireTestimonial(tx, id);
      await tx.delete(testimonials).where(eq(testimonials.id, row.id));
      await recordActivity(tx, {
        actor,
        action: "testimonial.delete",
        entityType: "testimonial",
        entityId: row.id,
        entityLabel: row.customerName,
        before: snapshot(row),
      });
      return { name: row.customerName };
    },
    { storefront: true },
  );
}
