import { and, asc, eq } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { type Actor, lockOrderByNumber } from "./admin-status";
import { orderNotes, savedOrderViews } from "./schema";

/** A staff note on an order (never shown to the customer). */
export async function addOrderNote(actor: Actor, orderNumber: string, body: string): Promise<void> {
  const text = body.trim();
  if (!text) throw new AppError("INVALID", "Write the note first", { body: "Write the note first" });
  if (text.length > 2000)
    throw new AppError("INVALID", "A note has at most 2,000 characters", {
      body: "A note has at most 2,000 characters",
    });
  await adminTransaction(
    async (tx) => {
      const order = await lockOrderByNumber(tx, orderNumber);
      await tx.insert(orderNotes).values({ orderId: order.id, authorId: actor.id, body: text });
      await recordActivity(tx, {
        actor,
        action: "order.note",
        entityType: "order",
        entityId: order.id,
        entityLabel: order.orderNumber,
        after: { note: text },
      });
    },
    { storefront: false },
  );
}

const MAX_VIEWS = 20;

export interface SavedOrderView {
  id: string;
  name: string;
  query: string;
}

/** The admin's own named views of the orders list, by name. */
export async function listSavedOrderViews(userId: string, db: Database = getDb()): Promise<SavedOrderView[]> {
  return db
    .select({ id: savedOrderViews.id, name: savedOrderViews.name, query: savedOrderViews.query })
    .from(savedOrderViews)
    .where(eq(savedOrderViews.userId, userId))
    .orderBy(asc(savedOrderViews.name));
}

/** Saves (or, under a name already used, replaces) one of the admin's views. */
export async function saveOrderView(actor: Actor, name: string, query: string): Promise<SavedOrderView> {
  const cleanName = name.trim().replace(/\s+/g, " ");
  const cleanQuery = query.trim().replace(/^\?/, "");
  if (!cleanName) throw new AppError("INVALID", "Name the view to save it");
  if (cleanName.length > 60) throw new AppError("INVALID", "A view's name has at most 60 characters");
  if (cleanQuery.length > 1000) throw new AppError("INVALID", "This view has too many filters to save");
  return adminTransaction(
    async (tx) => {
      const existing = await listSavedOrderViews(actor.id, tx);
      if (existing.length >= MAX_VIEWS && !existing.some((v) => v.name === cleanName))
        throw new AppError("INVALID", `You can keep up to ${MAX_VIEWS} views. Delete one first.`);
      const [view] = await tx
        .insert(savedOrderViews)
        .values({ userId: actor.id, name: cleanName, query: cleanQuery })
        .onConflictDoUpdate({
          target: [savedOrderViews.userId, savedOrderViews.name],
          set: { query: cleanQuery },
        })
        .returning({ id: savedOrderViews.id, name: savedOrderViews.name, query: savedOrderViews.query });
      await recordActivity(tx, {
        actor,
        action: "order_view.save",
        entityType: "order_view",
        entityId: view.id,
        entityLabel: view.name,
        after: { name: view.name, query: view.query },
      });
      return view;
    },
    { storefront: false },
  );
}

export async function deleteSavedOrderView(actor: Actor, viewId: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(viewId)) throw new AppError("NOT_FOUND", "This view no longer exists");
  await adminTransaction(
    async (tx) => {
      const [view] = await tx
        .delete(savedOrderViews)
        .where(and(eq(savedOrderViews.id, viewId), eq(savedOrderViews.userId, actor.id)))
        .returning();
      if (!view) throw new AppError("NOT_FOUND", "This view no longer exists");
      await recordActivity(tx, {
        actor,
        action: "order_view.delete",
        entityType: "order_view",
        entityId: view.id,
        entityLabel: view.name,
        before: { name: view.name, query: view.query },
      });
    },
    { storefront: false },
  );
}
