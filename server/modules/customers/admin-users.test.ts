import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { registeredAccount, signInCookie, TEST_PASSWORD } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { listActivity } from "../audit/service";
import { runDueJobs } from "../jobs/service";
import { listOutbox } from "../mail/service";
import { ACCOUNT_DISABLED, getAuth } from "./auth";
import { session, user } from "./auth-schema";
import { getSessionUser } from "./session";
import {
  deactivateUser,
  getUserDetail,
  listUsers,
  reactivateUser,
  register,
  resendUserVerification,
  saveAddress,
  setUserRole,
  signIn,
  USER_ACTION_MESSAGES,
  USER_NOT_FOUND,
} from "./service";

withTestDatabase();

const caller = () => ({ request: new Request("http://localhost:3000/login"), clientIp: "192.0.2.7" });
const withCookie = (cookie: string) =>
  new Request("http://localhost:3000/admin/users", { headers: { cookie } });

async function addUser(values: Partial<typeof user.$inferInsert> & { name: string; email: string }) {
  const id = randomUUID();
  await getDb()
    .insert(user)
    .values({ id, emailVerified: true, ...values });
  return id;
}

/** The refusal a call ends in, as code and message. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

/** Every admin so far becomes a customer, so each test decides who the admins are. */
async function noAdmins() {
  await getDb().update(user).set({ role: "customer" }).where(eq(user.role, "admin"));
}

async function admin(email: string, name = "Shop Owner") {
  const account = await registeredAccount(email, "admin", name);
  return { ...account, actor: { id: account.userId, email } };
}

const activeAdmins = async () =>
  (
    await getDb()
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, "admin"), eq(user.isActive, true)))
  ).length;

describe("the users list", () => {
  it("searches name, e-mail and phone, filters by role and status, 25 a page, newest first", async () => {
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 0; i < 30; i++)
      await addUser({
        name: `Pager ${String(i).padStart(2, "0")}`,
        email: `pager${i}@list.example`,
        createdAt: new Date(base + i * 60_000),
      });
    const first = await listUsers({ q: "PAGER" });
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.users).toHaveLength(25);
    expect(first.users[0].name).toBe("Pager 29");
    const second = await listUsers({ q: "pager", page: 2 });
    expect(second.users.map((u) => u.name)).toEqual([
      "Pager 04",
      "Pager 03",
      "Pager 02",
      "Pager 01",
      "Pager 00",
    ]);
    // A page past the end shows the last page.
    expect((await listUsers({ q: "pager", page: 99 })).page).toBe(2);

    const kavya = await addUser({
      name: "Kavya Nair",
      email: "kavya@filters.example",
      phone: "+919876543210",
    });
    await addUser({ name: "Staff Person", email: "helper@filters.example", role: "staff" });
    await addUser({ name: "Gone Away", email: "gone@filters.example", isActive: false });
    await addUser({ name: "New Signup", email: "new@filters.example", emailVerified: false });
    expect((await listUsers({ q: "98765 43210" })).users.map((u) => u.id)).toEqual([kavya]);
    expect((await listUsers({ q: "KAVYA@" })).users.map((u) => u.name)).toEqual(["Kavya Nair"]);
    const names = async (filters: Parameters<typeof listUsers>[0]) =>
      (await listUsers({ q: "filters.example", ...filters })).users.map((u) => u.name).sort();
    expect(await names({ role: "staff" })).toEqual(["Staff Person"]);
    expect(await names({ status: "deactivated" })).toEqual(["Gone Away"]);
    expect(await names({ status: "unverified" })).toEqual(["New Signup"]);
    expect(await names({ status: "active" })).toEqual(["Kavya Nair", "Staff Person"]);
    expect(await names({ role: "customer", status: "active" })).toEqual(["Kavya Nair"]);
    // Wildcards typed in the box are plain characters.
    expect((await listUsers({ q: "%" })).total).toBe(0);
    expect((await listUsers({ q: "pager_1" })).total).toBe(0);
  });

  it("shows each account's fields and nothing secret", async () => {
    const { userId } = await registeredAccount("secretive@example.com", "customer", "Secretive Shopper");
    const { users } = await listUsers({ q: "secretive" });
    expect(users).toEqual([
      {
        id: userId,
        name: "Secretive Shopper",
        email: "secretive@example.com",
        phone: null,
        role: "customer",
        verified: true,
        deactivated: false,
        createdAt: expect.any(Date),
      },
    ]);
  });
});

describe("one user's details", () => {
  it("has the profile, saved addresses and sign-in times, or is not found", async () => {
    const { userId } = await registeredAccount("detail@example.com", "customer", "Detail Person");
    await saveAddress(userId, {
      title: "Home",
      fullName: "Detail Person",
      phone: "+919812345678",
      addressLine1: "12 Temple Street",
      addressLine2: null,
      city: "Madurai",
      state: "Tamil Nadu",
      postalCode: "625001",
      country: "India",
      isDefault: true,
    });
    const detail = await getUserDetail(userId);
    expect(detail.profile).toMatchObject({
      name: "Detail Person",
      role: "customer",
      verified: true,
      deactivated: false,
    });
    expect(detail.addresses.map((a) => a.city)).toEqual(["Madurai"]);
    expect(detail.signIns.devices).toBe(1);
    expect(detail.signIns.lastSignInAt).toBeInstanceOf(Date);
    expect(await refusal(getUserDetail(randomUUID()))).toEqual({
      code: "NOT_FOUND",
      message: USER_NOT_FOUND,
    });
    expect((await refusal(getUserDetail("x".repeat(500)))).code).toBe("NOT_FOUND");
  });
});

describe("the last active admin", () => {
  beforeEach(noAdmins);

  it("can never demote themselves; a deactivated admin does not count as another", async () => {
    const owner = await admin("owner1@example.com");
    expect(await refusal(setUserRole(owner.actor, owner.userId, "staff"))).toEqual({
      code: "CONFLICT",
      message: USER_ACTION_MESSAGES.lastAdmin,
    });
    const other = await admin("other1@example.com");
    await deactivateUser(owner.actor, other.userId);
    expect((await refusal(setUserRole(owner.actor, owner.userId, "customer"))).message).toBe(
      USER_ACTION_MESSAGES.lastAdmin,
    );
    await reactivateUser(owner.actor, other.userId);
    // With another active admin, handing over is allowed.
    expect(await setUserRole(owner.actor, owner.userId, "staff")).toMatchObject({ changed: true });
    expect(await activeAdmins()).toBe(1);
  });

  it("is never deactivated, whoever asks", async () => {
    const owner = await admin("owner2@example.com");
    const { userId: helperId } = await registeredAccount("helper2@example.com", "staff");
    // Even a caller the guard would refuse cannot take the last admin away.
    const helper = { id: helperId, email: "helper2@example.com" };
    expect((await refusal(deactivateUser(helper, owner.userId))).message).toBe(
      USER_ACTION_MESSAGES.lastAdmin,
    );
    expect((await refusal(setUserRole(helper, owner.userId, "customer"))).message).toBe(
      USER_ACTION_MESSAGES.lastAdmin,
    );
    // And nobody deactivates themselves.
    expect(await refusal(deactivateUser(owner.actor, owner.userId))).toEqual({
      code: "FORBIDDEN",
      message: USER_ACTION_MESSAGES.selfDeactivate,
    });
    expect(await activeAdmins()).toBe(1);
  });

  it("survives two admins demoting each other at the same moment: at most one change passes", async () => {
    const a = await admin("race-a@example.com");
    const b = await admin("race-b@example.com");
    const results = await Promise.allSettled([
      setUserRole(a.actor, b.userId, "staff"),
      setUserRole(b.actor, a.userId, "staff"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected")!.reason as AppError;
    expect(refused).toBeInstanceOf(AppError);
    expect(await activeAdmins()).toBe(1);
  });

  it("survives two admins deactivating each other at the same moment", async () => {
    const a = await admin("race-c@example.com");
    const b = await admin("race-d@example.com");
    const results = await Promise.allSettled([
      deactivateUser(a.actor, b.userId),
      deactivateUser(b.actor, a.userId),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await activeAdmins()).toBe(1);
  });
});

describe("changing roles", () => {
  it("applies from the account's next request and is logged", async () => {
    const owner = await admin("owner3@example.com", "Owner Three");
    const staff = await registeredAccount("staff3@example.com", "staff", "Staff Three");
    expect((await getSessionUser(withCookie(staff.cookie)))?.role).toBe("staff");
    expect(await setUserRole(owner.actor, staff.userId, "customer")).toEqual({
      changed: true,
      name: "Staff Three",
    });
    expect((await getSessionUser(withCookie(staff.cookie)))?.role).toBe("customer");
    // Asking for the role it already has changes and logs nothing.
    expect(await setUserRole(owner.actor, staff.userId, "customer")).toMatchObject({ changed: false });
    expect(await refusal(setUserRole(owner.actor, staff.userId, "superuser"))).toEqual({
      code: "INVALID",
      message: USER_ACTION_MESSAGES.badRole,
    });
    expect((await refusal(setUserRole(owner.actor, randomUUID(), "staff"))).code).toBe("NOT_FOUND");
    const { rows } = await listActivity({ entityType: "user", actorId: owner.userId });
    expect(rows.filter((r) => r.action === "user.role_change" && r.entityId === staff.userId)).toEqual([
      expect.objectContaining({
        entityLabel: "Staff Three (staff3@example.com)",
        changes: { role: { before: "staff", after: "customer" } },
      }),
    ]);
  });
});

describe("deactivating and reactivating", () => {
  it("signs the account out everywhere, refuses its sign-in, and lets it back in once reactivated", async () => {
    const owner = await admin("owner4@example.com");
    const email = "leaving@example.com";
    const laptop = await registeredAccount(email, "customer", "Leaving Shopper");
    const phone = await signInCookie(email);
    expect(await getSessionUser(withCookie(phone.cookie))).not.toBeNull();

    expect(await deactivateUser(owner.actor, laptop.userId)).toEqual({
      changed: true,
      name: "Leaving Shopper",
      signedOut: 2,
    });
    expect(await getSessionUser(withCookie(laptop.cookie))).toBeNull();
    expect(await getSessionUser(withCookie(phone.cookie))).toBeNull();
    expect(await getDb().select().from(session).where(eq(session.userId, laptop.userId))).toEqual([]);
    expect(await signIn(email, TEST_PASSWORD, caller())).toEqual({ ok: false, message: ACCOUNT_DISABLED });
    expect(await getDb().select().from(session).where(eq(session.userId, laptop.userId))).toEqual([]);
    expect((await listUsers({ q: email, status: "deactivated" })).total).toBe(1);
    // Again: already deactivated, nothing more happens.
    expect(await deactivateUser(owner.actor, laptop.userId)).toMatchObject({ changed: false });

    expect(await reactivateUser(owner.actor, laptop.userId)).toEqual({
      changed: true,
      name: "Leaving Shopper",
    });
    expect((await signIn(email, TEST_PASSWORD, caller())).ok).toBe(true);
    expect(await reactivateUser(owner.actor, laptop.userId)).toMatchObject({ changed: false });

    const { rows } = await listActivity({ entityType: "user", actorId: owner.userId });
    const mine = rows.filter((r) => r.entityId === laptop.userId);
    expect(mine.map((r) => r.action)).toEqual(["user.reactivate", "user.deactivate"]);
    expect(mine[1].changes).toEqual({
      isActive: { before: true, after: false },
      signedInSessions: { before: 2, after: 0 },
    });
  });
});

describe("resending the verification e-mail", () => {
  it("queues the registration's e-mail again, whose link verifies the address, and is logged", async () => {
    const owner = await admin("owner5@example.com");
    const email = "unverified@example.com";
    expect((await register({ fullName: "Late Verifier", email, password: TEST_PASSWORD }, caller())).ok).toBe(
      true,
    );
    const [{ id }] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email));
    const before = (await listOutbox({ to: email })).length;

    expect(await resendUserVerification(owner.actor, id)).toEqual({
      changed: true,
      name: "Late Verifier",
      email,
    });
    while ((await runDueJobs(50)) > 0) continue;
    const mails = await listOutbox({ to: email });
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ template: "verify_email", status: "stored", transport: "outbox" });
    const link = /http:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(mails[0].text)![0];
    const verified = await getAuth().handler(new Request(link));
    expect(verified.status).toBeLessThan(400);
    const [row] = await getDb()
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, id));
    expect(row.emailVerified).toBe(true);

    const { rows } = await listActivity({ entityType: "user", actorId: owner.userId });
    expect(rows.find((r) => r.entityId === id)).toMatchObject({
      action: "user.resend_verification",
      entityLabel: "Late Verifier (unverified@example.com)",
    });

    // Now verified: refused, and nothing is sent.
    expect(await refusal(resendUserVerification(owner.actor, id))).toEqual({
      code: "CONFLICT",
      message: USER_ACTION_MESSAGES.alreadyVerified,
    });
    expect(await listOutbox({ to: email })).toHaveLength(before + 1);
  });

  it("is refused for a deactivated or unknown account", async () => {
    const owner = await admin("owner6@example.com");
    const id = await addUser({
      name: "Off",
      email: "off@example.com",
      emailVerified: false,
      isActive: false,
    });
    expect((await refusal(resendUserVerification(owner.actor, id))).message).toBe(
      USER_ACTION_MESSAGES.deactivatedResend,
    );
    expect((await refusal(resendUserVerification(owner.actor, randomUUID()))).code).toBe("NOT_FOUND");
    expect(await listOutbox({ to: "off@example.com" })).toEqual([]);
  });
});

describe("account changes", () => {
  it("leave the storefront's cached pages alone: no shopper sees accounts", async () => {
    const owner = await admin("owner7@example.com");
    const { userId } = await registeredAccount("cache@example.com");
    const generation = publicPagesGeneration();
    await setUserRole(owner.actor, userId, "staff");
    await deactivateUser(owner.actor, userId);
    await reactivateUser(owner.actor, userId);
    expect(publicPagesGeneration()).toBe(generation);
  });
});
