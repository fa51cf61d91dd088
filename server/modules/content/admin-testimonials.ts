import { and, count, desc, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { TESTIMONIALS_PAGE_SIZE } from "../../../lib/testimonial-form-schema";
import { type Database, getDb, queryRows } from "../../db/client";
import { listUserContacts } from "../customers/service";
import { testimonials } from "./schema";
import { containsPattern } from "../../db/like";

export type TestimonialRow = typeof testimonials.$inferSelect;

export interface AdminTestimonialFilters {
  approved?: "approved" | "waiting" | "";
  featured?: "featured" | "regular" | "";
  /** 1 to 5, or 0 for any rating. */
  rating?: number;
  /** Words in the customer's name, title, location or quote. */
  q?: string;
  page?: number;
}

export interface AdminTestimonialListRow {
  id: string;
  customerName: string;
  customerTitle: string | null;
  customerLocation: string | null;
  quote: string;
  rating: number;
  isApproved: boolean;
  isFeatured: boolean;
  approvedAt: Date | null;
  /** Who approved it: their name, or what was stored when the account is gone (e.g. "seed"). */
  approvedByName: string | null;
  createdAt: Date;
  /** First and last in the shop's order among featured (or among other) testimonials. */
  first: boolean;
  last: boolean;
}

export interface AdminTestimonialPage {
  rows: AdminTestimonialListRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

/** Spec section 4: featured first, then display_order, then newest. */
export const SHOP_ORDER = [
  desc(testimonials.isFeatured),
  asc(testimonials.displayOrder),
  desc(testimonials.createdAt),
  asc(testimonials.id),
];

/**
 * The first and the last testimonial in the shop's order among the featured and among the others,
 * counted over every testimonial whatever the list's filters, for the order buttons: one step each
 * of testimonials_list_idx.
 */
export function groupEndsQuery(): SQL {
  const end = (featured: boolean, which: "first" | "last") => {
    const order =
      which === "first"
        ? sql`${testimonials.displayOrder}, ${testimonials.createdAt} desc, ${testimonials.id}`
        : sql`${testimonials.displayOrder} desc, ${testimonials.createdAt}, ${testimonials.id} desc`;
    return sql`(select ${which}::text as edge, ${testimonials.id} as id from ${testimonials}
      where ${testimonials.isFeatured} = ${featured} order by ${order} limit 1)`;
  };
  return sql.join(
    [end(true, "first"), end(true, "last"), end(false, "first"), end(false, "last")],
    sql` union all `,
  );
}

async function groupEnds(): Promise<{ first: Set<string>; last: Set<string> }> {
  const rows = await queryRows<{ edge: "first" | "last"; id: string }>(getDb(), groupEndsQuery());
  const found = { first: new Set<string>(), last: new Set<string>() };
  for (const row of rows) found[row.edge].add(row.id);
  return found;
}


function conditions(filters: AdminTestimonialFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.approved) where.push(eq(testimonials.isApproved, filters.approved === "approved"));
  if (filters.featured) where.push(eq(testimonials.isFeatured, filters.featured === "featured"));
  if (filters.rating && filters.rating >= 1 && filters.rating <= 5)
    where.push(eq(testimonials.rating, filters.rating));
  const q = filters.q?.trim();
  if (q) {
    const like = containsPattern(q);
    where.push(
      or(
        ilike(testimonials.customerName, like),
        ilike(testimonials.customerTitle, like),
        ilike(testimonials.customerLocation, like),
        ilike(testimonials.quote, like),
      ),
    );
  }
  return and(...where);
}

/** A page of testimonials in the shop's order (testimonials_list_idx when nothing filters them). */
export function testimonialRows(db: Database, where: SQL | undefined, offset: number) {
  return db
    .select({
      id: testimonials.id,
      customerName: testimonials.customerName,
      customerTitle: testimonials.customerTitle,
      customerLocation: testimonials.customerLocation,
      quote: testimonials.quote,
      rating: testimonials.rating,
      isApproved: testimonials.isApproved,
      isFeatured: testimonials.isFeatured,
      approvedAt: testimonials.approvedAt,
      approvedBy: testimonials.approvedBy,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(where)
    .orderBy(...SHOP_ORDER)
    .limit(TESTIMONIALS_PAGE_SIZE)
    .offset(offset);
}

/** Spec section 7: testimonials paged with filters (approved, featured, rating, search), in the shop's order. */
export async function listAdminTestimonials(
  filters: AdminTestimonialFilters = {},
): Promise<AdminTestimonialPage> {
  const db = getDb();
  const where = conditions(filters);
  const [{ total }] = await db.select({ total: count() }).from(testimonials).where(where);
  const pageCount = Math.max(1, Math.ceil(total / TESTIMONIALS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(filters.page ?? 1) || 1), pageCount);
  const rows = await testimonialRows(db, where, (page - 1) * TESTIMONIALS_PAGE_SIZE);
  const [approvers, ends] = await Promise.all([
    listUserContacts(rows.flatMap((r) => (r.approvedBy ? [r.approvedBy] : []))),
    groupEnds(),
  ]);
  return {
    rows: rows.map(({ approvedBy, ...row }) => ({
      ...row,
      first: ends.first.has(row.id),
      last: ends.last.has(row.id),
      approvedByName: approvedBy ? (approvers.get(approvedBy)?.name ?? approvedBy) : null,
    })),
    total,
    page,
    pageCount,
    pageSize: TESTIMONIALS_PAGE_SIZE,
  };
}

export async function findTestimonial(db: Database, id: string): Promise<TestimonialRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

export interface AdminTestimonial extends Omit<TestimonialRow, "updatedAt" | "createdAt" | "approvedAt"> {
  updatedAt: string;
  createdAt: string;
  approvedAt: string | null;
  approvedByName: string | null;
}

/** One testimonial for its edit page; null when there is none. */
export async function getAdminTestimonial(id: string): Promise<AdminTestimonial | null> {
  const row = await findTestimonial(getDb(), id);
  if (!row) return null;
  const approver = row.approvedBy
    ? (await listUserContacts([row.approvedBy])).get(row.approvedBy)
    : undefined;
  return {
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    approvedByName: row.approvedBy ? (approver?.name ?? row.approvedBy) : null,
  };
}
