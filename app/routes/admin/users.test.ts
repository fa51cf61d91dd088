import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import { account, session, user } from "../../../server/modules/customers/auth-schema";
import { orders } from "../../../server/modules/orders/schema";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { loader } from "./users";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type Page = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
let adminCookie = "";
let shopperId = "";

const shippingAddress = {
  fullName: "Anjali Rao",
  email: "anjali@example.com",
  phone: "+919876500001",
  addressLine1: "4 Lake Road",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560001",
  country: "India",
};

beforeAll(async () => {
  ({ cookie: adminCookie } = await registeredAccount("owner@example.com", "admin", "Owner Admin"));
  ({ userId: shopperId } = await registeredAccount("anjali@example.com", "customer", "Anjali Rao"));
  await registeredAccount("helper@example.com", "staff", "Helper Staff");
  for (const n of [1, 2])
    await getDb()
      .insert(orders)
      .values({
        orderNumber: `ORD-USERS-${n}`,
        userId: shopperId,
        subtotal: 149900,
        totalAmount: 149900,
        shippingAddress,
      });
  const base = Date.parse("2025-06-01T00:00:00Z");
  for (let i = 0; i < 26; i++)
    await getDb()
      .insert(user)
      .values({
        id: randomUUID(),
        name: `Bulk Buyer ${String(i).padStart(2, "0")}`,
        email: `bulk${i}@bulk.example`,
        emailVerified: i % 2 === 0,
        createdAt: new Date(base + i * 1000),
      });
});

const open = async (query = "", cookie = adminCookie) =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/users${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Page;

describe("/admin/users", () => {
  it("lists accounts newest first with role, status, orders and joining date", async () => {
    const page = await open("?q=anjali");
    expect(page.users).toEqual([
      {
        id: shopperId,
        name: "Anjali Rao",
        email: "anjali@example.com",
        phone: null,
        role: "customer",
        status: "active",
        orders: 2,
        joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    const all = await open();
    expect(all.total).toBeGreaterThanOrEqual(29);
    expect(all.users).toHaveLength(25);
    expect(all.users[0].name).toBe("Helper Staff");
  });

  it("keeps search, role and status in the address and pages 25 at a time", async () => {
    const first = await open("?q=bulk");
    expect(first).toMatchObject({ total: 26, page: 1, pageCount: 2, pageSize: 25 });
    const second = await open("?q=bulk&page=2");
    expect(second.users.map((u) => u.name)).toEqual(["Bulk Buyer 00"]);
    expect((await open("?q=bulk&status=unverified")).total).toBe(13);
    expect((await open("?q=bulk&status=active")).total).toBe(13);
    expect((await open("?role=staff")).users.map((u) => u.email)).toEqual(["helper@example.com"]);
    expect((await open("?role=admin&q=owner")).filters).toEqual({ q: "owner", role: "admin", status: "" });
    expect((await open("?q=nobody-by-this-name")).users).toEqual([]);
  });

  it("reads odd addresses as no filter, never as an error", async () => {
    const odd = await open(`?role=superuser&status=%00&page=-4&q=${"%00".repeat(3)}`);
    expect(odd.filters).toEqual({ q: "", role: "", status: "" });
    expect(odd.page).toBe(1);
    const long = await open(`?q=${"x".repeat(5000)}&page=abc`);
    expect(long.filters.q).toHaveLength(100);
    expect(long.total).toBe(0);
  });

  it("never sends a password hash, session token or session id", async () => {
    const [{ password }] = await getDb()
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, shopperId));
    const sessions = await getDb().select().from(session);
    expect(password).toBeTruthy();
    expect(sessions.length).toBeGreaterThan(0);
    for (const query of ["", "?q=anjali", "?role=admin"]) {
      const text = JSON.stringify(await open(query));
      expect(text).not.toContain(password!);
      expect(text).not.toMatch(/password|token/i);
      for (const s of sessions) {
        expect(text).not.toContain(s.token);
        expect(text).not.toContain(s.id);
      }
    }
  });

  it("is for admins only: staff are refused", async () => {
    const { cookie } = await registeredAccount("staff2@example.com", "staff");
    const thrown = await open("", cookie).catch((e: unknown) => e);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(403);
  });
});
