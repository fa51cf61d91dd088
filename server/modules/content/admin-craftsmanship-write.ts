import { eq, sql } from "drizzle-orm";
import {
  type CraftsmanshipFormInput,
  type GalleryRaw,
  parseCraftsmanshipForm,
} from "../../../lib/craftsmanship-form-schema";
import type { Database } from "../../db/client";
import { numberInOrder } from "../../db/number-in-order";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { type Actor, CONTENT_ERRORS, lockOrder, sameVersion, stepped } from "./admin-content-rules";
import { type CraftsmanshipRow, findCraftsmanship, SECTION_ORDER } from "./admin-craftsmanship";
import { craftsmanshipContent } from "./schema";

export interface CraftsmanshipSaveInput {
  /** The form's fields, as sent (validated here with the shared schema). */
  fields: unknown;
  gallery: GalleryRaw;
}

function validate(input: CraftsmanshipSaveInput): CraftsmanshipFormInput {
  const parsed = parseCraftsmanshipForm(input.fields, input.gallery);
  if (!parsed.ok) throw new AppError("INVALID", CONTENT_ERRORS.invalidForm, parsed.fieldErrors);
  return parsed.data;
}

async function requireSection(tx: Database, id: string): Promise<CraftsmanshipRow> {
  const row = await findCraftsmanship(tx, id);
  if (!row) throw new AppError("NOT_FOUND", CONTENT_ERRORS.sectionNotFound);
  return row;
}

const snapshot = (row: CraftsmanshipRow) => ({
  title: row.title,
  subtitle: row.subtitle,
  mainContent: row.mainContent,
  heroImageUrl: row.heroImageUrl,
  galleryImages: row.galleryImages,
  isActive: row.isActive,
});

async function lastPlace(tx: Database): Promise<number> {
  const [row] = await tx
    .select({ top: sql<number | null>`max(${craftsmanshipContent.sectionOrder})` })
    .from(craftsmanshipContent);
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function createCraftsmanship(
  actor: Actor,
  input: CraftsmanshipSaveInput,
): Promise<{ id: string; title: string }> {
  const data = validate(input);
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx, "craftsmanship");
      const [row] = await tx
        .insert(craftsmanshipContent)
        .values({ ...data, sectionOrder: await lastPlace(tx) })
        .returning();
      await recordActivity(tx, {
        actor,
        action: "craftsmanship.create",
        entityType: "craftsmanship",
        entityId: row.id,
        entityLabel: row.title,
        after: snapshot(row),
      });
      return { id: row.id, title: row.title };
    },
    { storefront: true },
  );
}

export async function updateCraftsmanship(
  actor: Actor,
  id: string,
  input: CraftsmanshipSaveInput & { version: unknown },
): Promise<{ id: string; title: string }> {
  const data = validate(input);
  return adminTransaction(
    async (tx) => {
      const before = await requireSection(tx, id);
      if (!sameVersion(before.updatedAt, input.version))
        throw new AppError("CONFLICT", CONTENT_ERRORS.stale("section"));
      const [row] = await tx
        .update(craftsmanshipContent)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(craftsmanshipContent.id, before.id))
        .returning();
      await recordActivity(tx, {
        actor,
        action: "craftsmanship.update",
        entityType: "craftsmanship",
        entityId: row.id,
        entityLabel: row.title,
        before: snapshot(before),
        after: snapshot(row),
      });
      return { id: row.id, title: row.title };
    },
    { storefront: true },
  );
}

export async function deleteCraftsmanship(actor: Actor, id: string): Promise<{ title: string }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireSection(tx, id);
      await tx.delete(craftsmanshipContent).where(eq(craftsmanshipContent.id, row.id));
      await recordActivity(tx, {
        actor,
        action: "craftsmanship.delete",
        entityType: "craftsmanship",
        entityId: row.id,
        entityLabel: row.title,
        before: snapshot(row),
      });
      return { title: row.title };
    },
    { storefront: true },
  );
}

/** Spec section 7, "toggle active": sets (never flips) the switch, so a resent form cannot undo it. */
export async function setCraftsmanshipActive(
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<{ title: string; changed: boolean }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireSection(tx, id);
      if (row.isActive === isActive) return { title: row.title, changed: false };
      await tx
        .update(craftsmanshipContent)
        .set({ isActive, updatedAt: new Date() })
        .where(eq(craftsmanshipContent.id, row.id));
      await recordActivity(tx, {
        actor,
        action: isActive ? "craftsmanship.activate" : "craftsmanship.deactivate",
        entityType: "craftsmanship",
        entityId: row.id,
        entityLabel: row.title,
        before: { isActive: row.isActive },
        after: { isActive },
      });
      return { title: row.title, changed: true };
    },
    { storefront: true },
  );
}

/** Swaps a section with its neighbour on the home page and numbers them all 0..n-1. */
export async function moveCraftsmanship(
  actor: Actor,
  id: string,
  direction: "up" | "down",
): Promise<{ title: string; moved: boolean }> {
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx, "craftsmanship");
      const row = await requireSection(tx, id);
      const all = await tx
        .select({
          id: craftsmanshipContent.id,
          title: craftsmanshipContent.title,
          sectionOrder: craftsmanshipContent.sectionOrder,
        })
        .from(craftsmanshipContent)
        .orderBy(...SECTION_ORDER);
      const order = stepped(
        all.map((s) => s.id),
        row.id,
        direction,
      );
      if (!order) return { title: row.title, moved: false };
      // The sections' edit versions stay as they are: a reorder is not an edit.
      await numberInOrder(tx, craftsmanshipContent, craftsmanshipContent.sectionOrder, order);
      const titleOf = new Map(all.map((s) => [s.id, s.title]));
      await recordActivity(tx, {
        actor,
        action: "craftsmanship.reorder",
        entityType: "craftsmanship",
        entityId: row.id,
        entityLabel: row.title,
        before: { order: all.map((s) => s.title) },
        after: { order: order.map((sectionId) => titleOf.get(sectionId)) },
      });
      return { title: row.title, moved: true };
    },
    { storefront: true },
  );
}
