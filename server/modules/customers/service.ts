import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { account, user } from "./auth-schema";
import { getAuth } from "./auth";

export { CLIENT_IP_HEADER, getAuth, setAuthSecret } from "./auth";

/** A readable random password: 16 characters from four classes, so it passes the registration rules. */
export function generatePassword(): string {
  const pick = (chars: string, n: number) =>
    Array.from(randomBytes(n), (b) => chars[b % chars.length]).join("");
  const raw =
    pick("ABCDEFGHJKLMNPQRSTUVWXYZ", 4) +
    pick("abcdefghijkmnpqrstuvwxyz", 6) +
    pick("23456789", 4) +
    pick("@$!%*?&", 2);
  return Array.from(raw)
    .sort(() => (randomBytes(1)[0] > 127 ? 1 : -1))
    .join("");
}

export interface EnsureAdminResult {
  status: "created" | "promoted" | "unchanged";
  /** The initial password, only when the account was created just now. */
  password?: string;
}

/**
 * The shop's admin address is always an admin: created with that role (e-mail already
 * verified, since the operator configured it) or promoted if it signed up as a customer.
 */
export async function ensureAdminAccount(email: string, password?: string): Promise<EnsureAdminResult> {
  const db = getDb();
  const normalised = email.trim().toLowerCase();
  const [existing] = await db
    .select()
    .from(user)
    .where(sql`lower(${user.email}) = ${normalised}`);
  if (existing) {
    if (existing.role === "admin") return { status: "unchanged" };
    await db.update(user).set({ role: "admin", updatedAt: new Date() }).where(eq(user.id, existing.id));
    return { status: "promoted" };
  }
  const initial = password ?? generatePassword();
  const hash = await (await getAuth().$context).password.hash(initial);
  const id = randomUUID();
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(user)
      .values({ id, name: "Shop Admin", email: normalised, emailVerified: true, role: "admin" })
      .onConflictDoNothing()
      .returning({ id: user.id });
    if (inserted.length === 0) return false;
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: hash,
    });
    return true;
  });
  // Another process created it first.
  if (!created) return { status: "unchanged" };
  return { status: "created", password: initial };
}

export { getSessionUser, type SessionUser } from "./session";
export {
  CHANGE_PASSWORD_MESSAGES,
  changePassword,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  SIGN_IN_MESSAGES,
  signIn,
  signOut,
  type AccountResult,
} from "./accounts";
export {
  deleteAddress,
  getProfile,
  listAddresses,
  listWishlist,
  saveAddress,
  toggleWishlist,
  updateProfile,
} from "./profile";
export { countUsers, listUserContacts, type UserContact } from "./admin-counts";
export {
  getUserDetail,
  listUsers,
  USER_NOT_FOUND,
  USER_ROLES,
  USER_STATUSES,
  USERS_PAGE_SIZE,
  type UserDetail,
  type UserFilters,
  type UserListRow,
  type UserRole,
  type UserStatus,
} from "./admin-users";
export {
  deactivateUser,
  reactivateUser,
  resendUserVerification,
  setUserRole,
  USER_ACTION_MESSAGES,
} from "./admin-users-actions";
export { CUSTOMER_EXPORT_COLUMNS, customersExportTable, type OrderCounts } from "./admin-customers-export";
