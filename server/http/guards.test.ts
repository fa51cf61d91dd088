import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { getDb } from "../db/client";
import { session } from "../modules/customers/auth-schema";
import { registeredAccount } from "../../tests/fixtures/accounts";
import { ADMIN_IDLE_MS, requireStaff } from "./guards";

withTestDatabase();

const adminCookies = (email: string) => registeredAccount(email, "admin");

const guard = (cookie: string) =>
  requireStaff(new Request("http://localhost:3000/admin/dashboard", { headers: { cookie } }), "dashboard");

describe("the back office's session", () => {
  it("stays open through a working day of use", async () => {
    const { cookie, userId } = await adminCookies("devika@example.com");
    const nineHoursAgo = new Date(Date.now() - 9 * 60 * 60 * 1000);
    await getDb().update(session).set({ updatedAt: nineHoursAgo }).where(eq(session.userId, userId));
    expect((await guard(cookie)).email).toBe("devika@example.com");
  });

  it("ends after a working day without a request, and sends the admin to sign in and come back", async () => {
    const { cookie, userId } = await adminCookies("kiran@example.com");
    const idle = new Date(Date.now() - ADMIN_IDLE_MS - 60_000);
    await getDb().update(session).set({ updatedAt: idle }).where(eq(session.userId, userId));
    const thrown = await guard(cookie).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      "/admin/login?returnTo=%2Fadmin%2Fdashboard&expired=1",
    );
    expect(await getDb().select().from(session).where(eq(session.userId, userId))).toEqual([]);
    expect(await guard(cookie).catch((e: Response) => e.headers.get("location"))).toBe(
      "/admin/login?returnTo=%2Fadmin%2Fdashboard",
    );
  });

  it("records the admin's work: a request after the refresh interval moves the session's last activity", async () => {
    const { cookie, userId } = await adminCookies("latha@example.com");
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    // As Better Auth left it an hour ago: expiring 7 days after that refresh.
    await getDb()
      .update(session)
      .set({ updatedAt: anHourAgo, expiresAt: new Date(anHourAgo.getTime() + 7 * 24 * 60 * 60 * 1000) })
      .where(eq(session.userId, userId));
    await guard(cookie);
    const [row] = await getDb().select().from(session).where(eq(session.userId, userId));
    expect(Date.now() - row.updatedAt.getTime()).toBeLessThan(60_000);
  });
});
