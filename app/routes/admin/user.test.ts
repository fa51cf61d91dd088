import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import { account, session, user } from "../../../server/modules/customers/auth-schema";
import {
  getSessionUser,
  saveAddress,
  USER_ACTION_MESSAGES,
  USER_NOT_FOUND,
} from "../../../server/modules/customers/service";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { insertOrder } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { action, loader, UNKNOWN_ACTION } from "./user";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type Page = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
interface Answer {
  data: { ok: boolean; message?: string; error?: string; fieldErrors?: Record<string, string> };
  init: { status: number } | null;
}

let owner = { userId: "", cookie: "" };
let shopper = { userId: "", cookie: "" };

beforeAll(async () => {
  owner = await registeredAccount("owner@example.com", "admin", "Owner Admin");
  shopper = await registeredAccount("meera@example.com", "customer", "Meera Iyer");
  const home = {
    fullName: "Meera Iyer",
    phone: "+919812300000",
    addressLine1: "7 Car Street",
    city: "Chennai",
    state: "Tamil Nadu",
    postalCode: "600004",
    country: "India" as const,
  };
  await saveAddress(shopper.userId, {
    title: "Home",
    ...home,
    addressLine2: "Near the temple",
    isDefault: true,
  });
  for (const [n, total] of [
    [1, 249900],
    [2, 89950],
  ])
    await insertOrder({
      orderNumber: `ORD-DETAIL-${n}`,
      userId: shopper.userId,
      totalAmount: total,
      status: n === 1 ? "delivered" : "pending",
      paymentStatus: "pending",
      createdAt: new Date(Date.UTC(2026, 0, n)),
      shippingAddress: { ...home, email: "meera@example.com" },
    });
});

const url = (id?: string) => `http://localhost:3000/admin/users/${id ?? ""}`;

const open = async (id: string | undefined, cookie = owner.cookie) =>
  (await loader({
    request: new Request(url(id), { headers: { cookie } }),
    params: id === undefined ? {} : { id },
    context: {},
  } as unknown as LoaderArgs)) as Page;

async function post(id: string | undefined, fields: Record<string, string>, cookie = owner.cookie) {
  const request = new Request(url(id), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  return action({ request, params: id === undefined ? {} : { id }, context: {} } as unknown as ActionArgs);
}

/** A returned answer: plain data is a 200, data() carries its status. */
const answer = (result: unknown): Answer =>
  result && typeof result === "object" && "init" in result
    ? (result as Answer)
    : { data: result as Answer["data"], init: null };

const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status;

describe("/admin/users/:id", () => {
  it("shows the profile, saved addresses and newest orders, without secrets", async () => {
    const page = await open(shopper.userId);
    expect(page.user).toMatchObject({
      name: "Meera Iyer",
      email: "meera@example.com",
      role: "customer",
      status: "active",
    });
    expect(page.isSelf).toBe(false);
    expect(page.addresses).toEqual([
      expect.objectContaining({
        title: "Home",
        isDefault: true,
        lines: ["7 Car Street", "Near the temple", "Chennai, Tamil Nadu 600004", "India"],
      }),
    ]);
    expect(page.orders.total).toBe(2);
    expect(page.orders.list.map((o) => [o.orderNumber, o.status, o.totalPaise])).toEqual([
      ["ORD-DETAIL-2", "pending", 89950],
      ["ORD-DETAIL-1", "delivered", 249900],
    ]);
    expect(page.signIns.devices).toBe(1);
    expect(page.signIns.lastSignInAt).toEqual(expect.any(String));

    const [{ password }] = await getDb()
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, shopper.userId));
    const sessions = await getDb().select().from(session).where(eq(session.userId, shopper.userId));
    const text = JSON.stringify(page);
    expect(text).not.toContain(password!);
    expect(text).not.toMatch(/password|token/i);
    for (const s of sessions) {
      expect(text).not.toContain(s.token);
      expect(text).not.toContain(s.id);
    }
    expect((await open(owner.userId)).isSelf).toBe(true);
  });

  it("answers an unknown or missing id with 404", async () => {
    for (const id of [randomUUID(), "no-such-user", undefined]) {
      const thrown = await open(id).catch((e: unknown) => e);
      expect(statusOf(thrown)).toBe(404);
      expect((thrown as { data: { message: string } }).data.message).toBe(USER_NOT_FOUND);
    }
    const missing = answer(await post(randomUUID(), { intent: "deactivate" }));
    expect(missing.init?.status).toBe(404);
    expect(missing.data.error).toBe(USER_NOT_FOUND);
    expect(
      statusOf(await Promise.resolve(post(undefined, { intent: "deactivate" })).catch((e: unknown) => e)),
    ).toBe(404);
  });

  it("refuses an empty post, an unknown intent and an unknown role with 400, changing nothing", async () => {
    for (const fields of [{}, { intent: "explode" }, { intent: "role\0" }] as Record<string, string>[]) {
      const result = answer(await post(shopper.userId, fields));
      expect(result.init?.status).toBe(400);
      expect(result.data.error).toBe(UNKNOWN_ACTION);
    }
    const badRole = answer(await post(shopper.userId, { intent: "role", role: "superuser" }));
    expect(badRole.init?.status).toBe(400);
    expect(badRole.data).toMatchObject({
      error: USER_ACTION_MESSAGES.badRole,
      fieldErrors: { role: USER_ACTION_MESSAGES.badRole },
    });
    expect(answer(await post(shopper.userId, { intent: "role" })).init?.status).toBe(400);
    const [row] = await getDb().select().from(user).where(eq(user.id, shopper.userId));
    expect(row).toMatchObject({ role: "customer", isActive: true });
  });

  it("changes a role, and refuses to leave the shop without an active admin", async () => {
    const promoted = answer(await post(shopper.userId, { intent: "role", role: "staff" }));
    expect(promoted.data).toEqual({ ok: true, message: "Meera Iyer is now Staff." });
    expect((await getSessionUser(new Request(url(), { headers: { cookie: shopper.cookie } })))?.role).toBe(
      "staff",
    );
    expect(answer(await post(shopper.userId, { intent: "role", role: "customer" })).data.ok).toBe(true);

    const lastAdmin = answer(await post(owner.userId, { intent: "role", role: "staff" }));
    expect(lastAdmin.init?.status).toBe(409);
    expect(lastAdmin.data.error).toBe(USER_ACTION_MESSAGES.lastAdmin);
    const self = answer(await post(owner.userId, { intent: "deactivate" }));
    expect(self.init?.status).toBe(403);
    expect(self.data.error).toBe(USER_ACTION_MESSAGES.selfDeactivate);
    const [row] = await getDb().select().from(user).where(eq(user.id, owner.userId));
    expect(row).toMatchObject({ role: "admin", isActive: true });
  });

  it("deactivates (signing out everywhere) and reactivates, with messages for the toast", async () => {
    const off = answer(await post(shopper.userId, { intent: "deactivate" }));
    expect(off.data).toEqual({
      ok: true,
      message: "Meera Iyer has been deactivated and signed out on 1 device.",
    });
    expect(await getSessionUser(new Request(url(), { headers: { cookie: shopper.cookie } }))).toBeNull();
    expect((await open(shopper.userId)).user.status).toBe("deactivated");
    const resend = answer(await post(shopper.userId, { intent: "resend" }));
    expect(resend.init?.status).toBe(409);
    const on = answer(await post(shopper.userId, { intent: "reactivate" }));
    expect(on.data).toEqual({ ok: true, message: "Meera Iyer can sign in again." });
    const verified = answer(await post(shopper.userId, { intent: "resend" }));
    expect(verified.init?.status).toBe(409);
    expect(verified.data.error).toBe(USER_ACTION_MESSAGES.alreadyVerified);
  });

  it("sends an admin who hands over their own role to the dashboard with a message", async () => {
    const heir = await registeredAccount("heir@example.com", "admin", "Heir Admin");
    const result = (await post(heir.userId, { intent: "role", role: "staff" }, heir.cookie)) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/dashboard");
    expect(result.headers.get("set-cookie")).toMatch(/^flash=/);
  });

  it("is for admins only: staff are refused on the page and its actions", async () => {
    const staff = await registeredAccount("staff@example.com", "staff");
    expect(statusOf(await open(shopper.userId, staff.cookie).catch((e: unknown) => e))).toBe(403);
    const thrown = await Promise.resolve(post(shopper.userId, { intent: "deactivate" }, staff.cookie)).catch(
      (e: unknown) => e,
    );
    expect(statusOf(thrown)).toBe(403);
    const [row] = await getDb().select().from(user).where(eq(user.id, shopper.userId));
    expect(row.isActive).toBe(true);
  });
});
