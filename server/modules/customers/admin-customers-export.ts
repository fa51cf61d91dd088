import { and, count, desc, sql } from "drizzle-orm";
import {
  datetime,
  type ExportCell,
  type ExportColumn,
  type ExportTable,
  integer,
  text,
  yesNo,
} from "../../../lib/export-table";
import { getDb } from "../../db/client";
import { user } from "./auth-schema";
import { type UserFilters, userListWhere } from "./admin-users";

/** Accounts per read. */
const CHUNK = 500;

export const CUSTOMER_EXPORT_COLUMNS: readonly ExportColumn[] = [
  text("Name"),
  text("E-mail"),
  text("Phone"),
  text("Role"),
  text("Status"),
  yesNo("E-mail confirmed"),
  integer("Orders"),
  datetime("Joined"),
];

/** How many orders each account placed: the orders module answers, this module does not read its table. */
export type OrderCounts = (userIds: string[]) => Promise<Map<string, number>>;

const statusOf = (u: { isActive: boolean; emailVerified: boolean }) =>
  !u.isActive ? "deactivated" : u.emailVerified ? "active" : "unverified";

async function* customerRows(
  filters: UserFilters,
  orderCounts: OrderCounts,
  chunk: number,
): AsyncGenerator<ExportCell[]> {
  const where = userListWhere(filters);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    // Newest first, as the list shows them; (created_at, id) carries on where a chunk stopped.
    const rows = await getDb()
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        role: user.role,
        emailVerified: user.emailVerified,
        isActive: user.isActive,
        createdAt: user.createdAt,
        // To the microsecond (a Date keeps milliseconds), for the next chunk's start.
        cursorAt: sql<string>`${user.createdAt}::text`,
      })
      .from(user)
      .where(
        and(
          where,
          after ? sql`(${user.createdAt}, ${user.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
        ),
      )
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(chunk);
    if (rows.length === 0) return;
    const orders = await orderCounts(rows.map((r) => r.id));
    for (const r of rows)
      yield [
        r.name,
        r.email,
        r.phone ?? "",
        r.role ?? "customer",
        statusOf(r),
        r.emailVerified,
        orders.get(r.id) ?? 0,
        r.createdAt,
      ];
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1];
    after = { at: last.cursorAt, id: last.id };
  }
}

/**
 * The accounts of the users list (its search, role and status), newest first, read 500 at a time.
 * Only these columns leave the table: no password hashes, tokens or sessions.
 */
export function customersExportTable(
  filters: UserFilters,
  orderCounts: OrderCounts,
  chunk = CHUNK,
): ExportTable {
  return {
    columns: CUSTOMER_EXPORT_COLUMNS,
    count: async () => {
      const [{ total }] = await getDb().select({ total: count() }).from(user).where(userListWhere(filters));
      return total;
    },
    rows: () => customerRows(filters, orderCounts, chunk),
  };
}
