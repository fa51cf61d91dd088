import { inArray, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { user } from "./auth-schema";

/** Every account (customers, staff and admins): an index-only scan of the primary key. */
export async function countUsers(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(user);
  return row?.n ?? 0;
}

export interface UserContact {
  name: string;
  email: string;
}

/** Name and e-mail of the given accounts, for lists in the back office; unknown ids are left out. */
export async function listUserContacts(ids: string[]): Promise<Map<string, UserContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, unique));
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}
