import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { STAFF_ROLES } from "../../../lib/permissions";
import { getDb, queryRows } from "../../db/client";
import { AppError } from "../../errors";
import { session, user } from "./auth-schema";
import { listAddresses } from "./profile";
import { pageWindow } from "../../db/page-window";
import { containsPattern } from "../../db/like";

export const USER_ROLES = ["customer", ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Mutually exclusive: deactivated wins over unverified, active is verified and not deactivated. */
export const USER_STATUSES = ["active", "deactivated", "unverified"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USERS_PAGE_SIZE = 25;
export const USER_NOT_FOUND = "User not found";

export interface UserFilters {
  q?: string;
  role?: UserRole;
  status?: UserStatus;
  /** 1-based; clamped to the pages there are. */
  page?: number;
}

export interface UserListRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  verified: boolean;
  deactivated: boolean;
  createdAt: Date;
}

// Only these columns ever leave the table: no password hashes (account table), tokens or session ids.
const listColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  role: user.role,
  verified: user.emailVerified,
  deactivated: sql<boolean>`not ${user.isActive}`,
  createdAt: user.createdAt,
};

/** LIKE's wildcards in what someone typed match only themselves. */

function searchCondition(q: string): SQL | undefined {
  const text = q.replace(/\0/g, "").trim().slice(0, 100);
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const conditions = [ilike(user.name, pattern), ilike(user.email, pattern), ilike(user.phone, pattern)];
  // Phones are stored as +91 and ten digits: "98765 43210" still finds +919876543210.
  const digits = text.replace(/\D/g, "");
  if (digits.length >= 4) conditions.push(ilike(user.phone, `%${digits}%`));
  return or(...conditions);
}

function statusCondition(status: UserStatus | undefined): SQL | undefined {
  if (status === "deactivated") return eq(user.isActive, false);
  if (status === "unverified") return and(eq(user.isActive, true), eq(user.emailVerified, false));
  if (status === "active") return and(eq(user.isActive, true), eq(user.emailVerified, true));
  return undefined;
}

/** The list's search and filters as one condition on the user table (the export uses it too). */
export function userListWhere(filters: UserFilters): SQL | undefined {
  return and(
    searchCondition(filters.q ?? ""),
    filters.role ? eq(user.role, filters.role) : undefined,
    statusCondition(filters.status),
  );
}

/** Accounts for the back office, newest first, 25 a page. */
export async function listUsers(filters: UserFilters) {
  const db = getDb();
  const where = userListWhere(filters);
  const [{ total }] = await db.select({ total: count() }).from(user).where(where);
  const { page, pageCount, offset } = pageWindow(total, filters.page, USERS_PAGE_SIZE);
  const users: UserListRow[] = await db
    .select(listColumns)
    .from(user)
    .where(where)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(USERS_PAGE_SIZE)
    .offset(offset);
  return { users, total, page, pageCount };
}

export interface UserSignIns {
  /** Devices signed in now (sessions not yet expired). */
  devices: number;
  lastSignInAt: Date | null;
  /** When a session was last refreshed by a request (at most every few minutes while in use). */
  lastActiveAt: Date | null;
}

/** What the sessions say about an account's sign-ins; they are removed at sign-out and deactivation. */
async function signInsOf(userId: string): Promise<UserSignIns> {
  const [row] = await queryRows<{
    devices: number;
    last_sign_in: Date | string | null;
    last_active: Date | string | null;
  }>(
    getDb(),
    sql`select count(*) filter (where ${session.expiresAt} > now())::int as devices,
          max(${session.createdAt}) as last_sign_in, max(${session.updatedAt}) as last_active
        from ${session} where ${session.userId} = ${userId}`,
  );
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    devices: Number(row?.devices ?? 0),
    lastSignInAt: date(row?.last_sign_in),
    lastActiveAt: date(row?.last_active),
  };
}

/** One account for the back office: profile, saved addresses and sign-in times; NOT_FOUND when unknown. */
export async function getUserDetail(id: string) {
  if (typeof id !== "string" || id.length === 0 || id.length > 100)
    throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  const [profile] = await getDb()
    .select({ ...listColumns, updatedAt: user.updatedAt })
    .from(user)
    .where(eq(user.id, id));
  if (!profile) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  const [addresses, signIns] = await Promise.all([listAddresses(id), signInsOf(id)]);
  return { profile, addresses, signIns };
}

export type UserDetail = Awaited<ReturnType<typeof getUserDetail>>;
