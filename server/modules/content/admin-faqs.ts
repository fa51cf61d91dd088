import { asc, count, eq, sql } from "drizzle-orm";
import { type FaqInput, parseFaqForm } from "../../../lib/faq-form";
import { type Database, getDb } from "../../db/client";
import { numberInOrder } from "../../db/number-in-order";
import { pageWindow } from "../../db/page-window";
import { AppError } from "../../errors";
import { type ActivityEntry, adminTransaction, recordActivity } from "../audit/service";
import { faqs } from "./schema";

type Actor = ActivityEntry["actor"];
type FaqRow = typeof faqs.$inferSelect;

export const FAQ_ERRORS = {
  notFound: "This FAQ no longer exists. It may have been deleted by someone else.",
  invalidForm: "Please correct the fields marked below.",
} as const;

export interface AdminFaq {
  id: string;
  question: string;
  answer: string;
  sortOrder: number;
  isActive: boolean;
}

// The storefront's order (faqs.ts): sort order, then oldest first.
const shopOrder = [asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id)];

/** FAQs a page of the back office's list shows. */
export const ADMIN_FAQS_PAGE_SIZE = 50;

export interface AdminFaqPage {
  faqs: AdminFaq[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

const adminFaqColumns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  sortOrder: faqs.sortOrder,
  isActive: faqs.isActive,
};

/**
 * The FAQs, shown or hidden, in the order shoppers see them, a page at a time (read in that order from
 * its index). A page past the end shows the last one.
 */
export async function listAdminFaqs(page = 1): Promise<AdminFaqPage> {
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(faqs);
  const { offset, ...window } = pageWindow(total, page, ADMIN_FAQS_PAGE_SIZE);
  const rows = await db
    .select(adminFaqColumns)
    .from(faqs)
    .orderBy(...shopOrder)
    .limit(ADMIN_FAQS_PAGE_SIZE)
    .offset(offset);
  return { faqs: rows, ...window };
}

/** One FAQ for its edit form; null when there is none. */
export async function getAdminFaq(id: string): Promise<AdminFaq | null> {
  if (!UUID.test(id)) return null;
  const [row] = await getDb().select(adminFaqColumns).from(faqs).where(eq(faqs.id, id));
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function requireFaq(tx: Database, id: string): Promise<FaqRow> {
  const [row] = UUID.test(id) ? await tx.select().from(faqs).where(eq(faqs.id, id)).for("update") : [];
  if (!row) throw new AppError("NOT_FOUND", FAQ_ERRORS.notFound);
  return row;
}

function validate(input: unknown): FaqInput {
  const parsed = parseFaqForm(input);
  if (!parsed.ok) throw new AppError("INVALID", FAQ_ERRORS.invalidForm, parsed.fieldErrors);
  return parsed.data;
}

const snapshot = (row: FaqRow) => ({
  question: row.question,
  answer: row.answer,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
});

/** A new FAQ goes last, where an admin adding questions one by one expects it. */
export async function createFaq(actor: Actor, input: unknown): Promise<{ id: string; question: string }> {
  const data = validate(input);
  return adminTransaction(
    async (tx) => {
      // One writer at a time picks "last", so two FAQs added together never share a place.
      await tx.execute(sql`lock table ${faqs} in share row exclusive mode`);
      const [{ top }] = await tx.select({ top: sql<number | null>`max(${faqs.sortOrder})` }).from(faqs);
      const sortOrder = top === null ? 0 : Number(top) + 1;
      const [row] = await tx
        .insert(faqs)
        .values({ ...data, sortOrder })
        .returning();
      await recordActivity(tx, {
        actor,
        action: "faq.create",
        entityType: "faq",
        entityId: row.id,
        entityLabel: row.question,
        after: snapshot(row),
      });
      return { id: row.id, question: row.question };
    },
    { storefront: true },
  );
}

export async function updateFaq(actor: Actor, id: string, input: unknown): Promise<{ question: string }> {
  const data = validate(input);
  return adminTransaction(
    async (tx) => {
      const before = await requireFaq(tx, id);
      const [row] = await tx.update(faqs).set(data).where(eq(faqs.id, id)).returning();
      await recordActivity(tx, {
        actor,
        action: "faq.update",
        entityType: "faq",
        entityId: id,
        entityLabel: row.question,
        before: snapshot(before),
        after: snapshot(row),
      });
      return { question: row.question };
    },
    { storefront: true },
  );
}

/** Sets (never flips) the flag, so a resent form cannot undo the admin's choice. */
export async function setFaqActive(
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<{ question: string; changed: boolean }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireFaq(tx, id);
      if (row.isActive === isActive) return { question: row.question, changed: false };
      await tx.update(faqs).set({ isActive }).where(eq(faqs.id, id));
      await recordActivity(tx, {
        actor,
        action: isActive ? "faq.activate" : "faq.deactivate",
        entityType: "faq",
        entityId: id,
        entityLabel: row.question,
        before: { isActive: row.isActive },
        after: { isActive },
      });
      return { question: row.question, changed: true };
    },
    { storefront: true },
  );
}

/** Swaps an FAQ with its neighbour and numbers them all 0..n-1; at either end nothing changes. */
export async function moveFaq(
  actor: Actor,
  id: string,
  direction: "up" | "down",
): Promise<{ question: string; moved: boolean }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireFaq(tx, id);
      const list = await tx
        .select({ id: faqs.id, question: faqs.question, sortOrder: faqs.sortOrder })
        .from(faqs)
        .orderBy(...shopOrder)
        .for("update");
      const from = list.findIndex((f) => f.id === id);
      const to = direction === "up" ? from - 1 : from + 1;
      if (to < 0 || to >= list.length) return { question: row.question, moved: false };
      const after = [...list];
      [after[from], after[to]] = [after[to], after[from]];
      await numberInOrder(
        tx,
        faqs,
        faqs.sortOrder,
        after.map((f) => f.id),
      );
      await recordActivity(tx, {
        actor,
        action: "faq.reorder",
        entityType: "faq",
        entityId: id,
        entityLabel: row.question,
        before: { order: list.map((f) => f.question) },
        after: { order: after.map((f) => f.question) },
      });
      return { question: row.question, moved: true };
    },
    { storefront: true },
  );
}

export async function deleteFaq(actor: Actor, id: string): Promise<{ question: string }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireFaq(tx, id);
      await tx.delete(faqs).where(eq(faqs.id, id));
      await recordActivity(tx, {
        actor,
        action: "faq.delete",
        entityType: "faq",
        entityId: id,
        entityLabel: row.question,
        before: snapshot(row),
      });
      return { question: row.question };
    },
    { storefront: true },
  );
}
