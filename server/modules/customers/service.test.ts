import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { account, user } from "./auth-schema";
import { ensureAdminAccount, generatePassword, getAuth } from "./service";

withTestDatabase();

describe("the shop's admin account", () => {
  it("is created as a verified admin whose printed password signs in", async () => {
    const result = await ensureAdminAccount("Owner@Shop.example");
    expect(result.status).toBe("created");
    const [row] = await getDb().select().from(user).where(eq(user.email, "owner@shop.example"));
    expect(row).toMatchObject({ role: "admin", emailVerified: true, isActive: true });
    const [credential] = await getDb().select().from(account).where(eq(account.userId, row.id));
    expect(credential.password).not.toContain(result.password);
    const signIn = await getAuth().api.signInEmail({
      body: { email: "owner@shop.example", password: result.password! },
    });
    expect(signIn.user.email).toBe("owner@shop.example");
  });

  it("is left alone on later starts, and the password is never shown again", async () => {
    const again = await ensureAdminAccount("owner@shop.example");
    expect(again).toEqual({ status: "unchanged" });
  });

  it("is promoted when the address already belongs to a customer", async () => {
    const id = randomUUID();
    await getDb().insert(user).values({ id, name: "Priya", email: "priya@shop.example", role: "customer" });
    expect(await ensureAdminAccount("priya@shop.example")).toEqual({ status: "promoted" });
    const [row] = await getDb().select().from(user).where(eq(user.id, id));
    expect(row.role).toBe("admin");
  });

  it("gets generated passwords that meet the registration rules", () => {
    for (let i = 0; i < 50; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[@$!%*?&]/);
    }
  });
});
