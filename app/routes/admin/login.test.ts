import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../../server/db/client";
import { session, user } from "../../../server/modules/customers/auth-schema";
import { register } from "../../../server/modules/customers/service";
import { action, ADMIN_LOGIN_MESSAGES, loader } from "./login";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
const PASSWORD = "Krishna@123";

async function account(email: string, role: "customer" | "staff" | "admin") {
  const caller = { request: new Request("http://localhost:3000/register"), clientIp: "192.0.2.40" };
  await register({ fullName: "Priya Shah", email, password: PASSWORD }, caller);
  await getDb().update(user).set({ emailVerified: true, role }).where(eq(user.email, email));
}

function post(fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/admin/login", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return action({ request, params: {}, context: { clientIp: "192.0.2.41" } } as unknown as ActionArgs);
}

const answer = (result: unknown) =>
  result as { data: { error?: string; fieldErrors?: Record<string, string> }; init: { status: number } };

beforeAll(async () => {
  await account("owner@example.com", "admin");
  await account("helper@example.com", "staff");
  await account("shopper@example.com", "customer");
});

describe("/admin/login", () => {
  it("signs an admin in and sends them to the page they asked for, inside the back office only", async () => {
    const ok = (await post({
      email: "owner@example.com",
      password: PASSWORD,
      returnTo: "/admin/dashboard?x=1",
    })) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/admin/dashboard?x=1");
    expect(ok.headers.get("set-cookie")).toMatch(/session_token/);
    const outside = (await post({
      email: "owner@example.com",
      password: PASSWORD,
      returnTo: "/checkout",
    })) as Response;
    expect(outside.headers.get("location")).toBe("/admin/dashboard");
    const staff = (await post({ email: "helper@example.com", password: PASSWORD })) as Response;
    expect(staff.headers.get("location")).toBe("/admin/dashboard");
  });

  it("answers a wrong password with 'Invalid credentials'", async () => {
    const result = answer(await post({ email: "owner@example.com", password: "Wrong@1234" }));
    expect(result.data.error).toBe(ADMIN_LOGIN_MESSAGES.invalid);
  });

  it("signs a customer out at once and refuses them", async () => {
    const [shopper] = await getDb().select().from(user).where(eq(user.email, "shopper@example.com"));
    const result = answer(await post({ email: "shopper@example.com", password: PASSWORD }));
    expect(result.init.status).toBe(403);
    expect(result.data.error).toBe("Unauthorized: Admin access required");
    expect(await getDb().select().from(session).where(eq(session.userId, shopper.id))).toEqual([]);
  });

  it("shows the field messages for an empty form", async () => {
    const result = answer(await post({ email: "", password: "" }));
    expect(result.init.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({ email: "Email is required", password: "Password is required" });
  });

  it("sends an admin who is already signed in straight to the dashboard", async () => {
    const ok = (await post({ email: "owner@example.com", password: PASSWORD })) as Response;
    const cookie = ok.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const thrown = await Promise.resolve(
      loader({
        request: new Request("http://localhost:3000/admin/login", { headers: { cookie } }),
        params: {},
        context: {},
      } as unknown as LoaderArgs),
    ).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe("/admin/dashboard");
  });
});
