import { and, eq } from "drizzle-orm";
import { can } from "../../../lib/permissions";
import type { Database } from "../../db/client";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { getAuth } from "./auth";
import { session, user } from "./auth-schema";
import { USER_NOT_FOUND, USER_ROLES, type UserRole } from "./admin-users";

export const USER_ACTION_MESSAGES = {
  lastAdmin: "The shop must keep at least one active admin.",
  selfDeactivate: "You cannot deactivate your own account. Ask another admin to do it.",
  badRole: "Choose a role: customer, staff or admin.",
  noAccess: "You no longer have access to manage users.",
  alreadyVerified: "This e-mail address is already verified, so no verification e-mail was sent.",
  deactivatedResend: "This account is deactivated. Reactivate it before sending a verification e-mail.",
  sendFailed: "The verification e-mail could not be sent. Please try again.",
} as const;

export interface Actor {
  id: string;
  email: string;
}

export interface UserChange {
  /** False when the account already was as asked: nothing written, nothing logged. */
  changed: boolean;
  name: string;
}

interface Target {
  id: string;
  name: string;
  email: string;
  role: string;
  isActive: boolean;
}

const label = (target: Target) => `${target.name} (${target.email})`;

/**
 * Locks the active admins (in id order, so concurrent changes queue instead of deadlocking) and then
 * the account to change. Two admins demoting or deactivating each other at once are thus serialised:
 * the second sees the first's change.
 */
async function lockForChange(tx: Database, id: string) {
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, "admin"), eq(user.isActive, true)))
    .orderBy(user.id)
    .for("update");
  const [target] = await tx
    .select({ id: user.id, name: user.name, email: user.email, role: user.role, isActive: user.isActive })
    .from(user)
    .where(eq(user.id, id))
    .for("update");
  if (!target) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  // Issue 11, item 1: the last active admin is never demoted or deactivated.
  const isLastAdmin = target.role === "admin" && target.isActive && admins.every((a) => a.id === target.id);
  return { target, isLastAdmin };
}

/** The guard checked the actor when the request began; a change committed since then counts. */
async function requireManager(tx: Database, actor: Actor): Promise<void> {
  const [me] = await tx
    .select({ role: user.role, isActive: user.isActive })
    .from(user)
    .where(eq(user.id, actor.id));
  if (!me?.isActive || !can(me.role, "users")) throw new AppError("FORBIDDEN", USER_ACTION_MESSAGES.noAccess);
}

const isRole = (role: unknown): role is UserRole => USER_ROLES.includes(role as UserRole);

/** Gives an account another role; it applies from the account's next request (the guard reads it each time). */
export async function setUserRole(actor: Actor, id: string, role: unknown): Promise<UserChange> {
  if (!isRole(role))
    throw new AppError("INVALID", USER_ACTION_MESSAGES.badRole, { role: USER_ACTION_MESSAGES.badRole });
  return adminTransaction(
    async (tx) => {
      const { target, isLastAdmin } = await lockForChange(tx, id);
      if (target.role === role) return { changed: false, name: target.name };
      if (isLastAdmin) throw new AppError("CONFLICT", USER_ACTION_MESSAGES.lastAdmin);
      await requireManager(tx, actor);
      await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
      await recordActivity(tx, {
        actor,
        action: "user.role_change",
        entityType: "user",
        entityId: id,
        entityLabel: label(target),
        before: { role: target.role },
        after: { role },
      });
      return { changed: true, name: target.name };
    },
    { storefront: false },
  );
}

/**
 * Deactivates an account and signs it out everywhere (its sessions are deleted in the same
 * transaction); it cannot sign in again until reactivated (the session hook in auth.ts refuses).
 * Nobody deactivates themselves: they would be signed out at once with no way to undo it.
 */
export async function deactivateUser(actor: Actor, id: string): Promise<UserChange & { signedOut: number }> {
  if (actor.id === id) throw new AppError("FORBIDDEN", USER_ACTION_MESSAGES.selfDeactivate);
  return adminTransaction(
    async (tx) => {
      const { target, isLastAdmin } = await lockForChange(tx, id);
      if (!target.isActive) return { changed: false, name: target.name, signedOut: 0 };
      if (isLastAdmin) throw new AppError("CONFLICT", USER_ACTION_MESSAGES.lastAdmin);
      await requireManager(tx, actor);
      await tx.update(user).set({ isActive: false, updatedAt: new Date() }).where(eq(user.id, id));
      const ended = await tx
        .delete(session)
        .where(eq(session.userId, id))
        .returning({ userId: session.userId });
      await recordActivity(tx, {
        actor,
        action: "user.deactivate",
        entityType: "user",
        entityId: id,
        entityLabel: label(target),
        before: { isActive: true, signedInSessions: ended.length },
        after: { isActive: false, signedInSessions: 0 },
      });
      return { changed: true, name: target.name, signedOut: ended.length };
    },
    { storefront: false },
  );
}

export async function reactivateUser(actor: Actor, id: string): Promise<UserChange> {
  return adminTransaction(
    async (tx) => {
      const { target } = await lockForChange(tx, id);
      if (target.isActive) return { changed: false, name: target.name };
      await requireManager(tx, actor);
      await tx.update(user).set({ isActive: true, updatedAt: new Date() }).where(eq(user.id, id));
      await recordActivity(tx, {
        actor,
        action: "user.reactivate",
        entityType: "user",
        entityId: id,
        entityLabel: label(target),
        before: { isActive: false },
        after: { isActive: true },
      });
      return { changed: true, name: target.name };
    },
    { storefront: false },
  );
}

/**
 * Sends the account a new verification e-mail, the same one registration sends (Better Auth makes the
 * link, emails.ts queues the message), then logs it. Refused for verified or deactivated accounts.
 */
export async function resendUserVerification(
  actor: Actor,
  id: string,
): Promise<UserChange & { email: string }> {
  if (typeof id !== "string" || id.length === 0 || id.length > 100)
    throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  const [target] = await getDb()
    .select({
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      isActive: user.isActive,
    })
    .from(user)
    .where(eq(user.id, id));
  if (!target) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  if (target.emailVerified) throw new AppError("CONFLICT", USER_ACTION_MESSAGES.alreadyVerified);
  if (!target.isActive) throw new AppError("CONFLICT", USER_ACTION_MESSAGES.deactivatedResend);
  // Called without a session, Better Auth sends only to an existing, unverified address: a
  // verification that lands between our check and this call sends nothing.
  const sent = await getAuth()
    .api.sendVerificationEmail({ body: { email: target.email, callbackURL: "/login?verified=1" } })
    .then(() => true)
    .catch(() => false);
  if (!sent) throw new AppError("UNAVAILABLE", USER_ACTION_MESSAGES.sendFailed);
  await adminTransaction(
    (tx) =>
      recordActivity(tx, {
        actor,
        action: "user.resend_verification",
        entityType: "user",
        entityId: id,
        entityLabel: `${target.name} (${target.email})`,
        after: { verificationEmailTo: target.email },
      }),
    { storefront: false },
  );
  return { changed: true, name: target.name, email: target.email };
}
