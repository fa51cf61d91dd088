import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { subscribers } from "./schema";
import { getSubscriptionByToken, subscribe, unsubscribeByToken, updatePreferencesByToken } from "./service";

withTestDatabase();

async function row(email: string) {
  const [found] = await getDb().select().from(subscribers).where(eq(subscribers.email, email));
  return found;
}

async function refusal(input: Record<string, unknown>) {
  const error = await subscribe(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message, fieldErrors } = error as AppError;
  return { code, message, fieldErrors };
}

describe("newsletter subscription", () => {
  it("creates an unverified, active subscriber with every preference on and a random token", async () => {
    expect(await subscribe({ email: "  Asha@Example.COM ", name: " Asha ", source: "homepage" })).toBe(
      "subscribed",
    );
    const asha = await row("asha@example.com");
    expect(asha).toMatchObject({
      fullName: "Asha",
      source: "homepage",
      isVerified: false,
      isActive: true,
      preferences: { weekly_newsletter: true, promotions: true, new_arrivals: true },
    });
    expect(asha.unsubscribeToken).toMatch(/^[\w-]{32}$/);
    await subscribe({ email: "ravi@example.com" });
    expect((await row("ravi@example.com")).unsubscribeToken).not.toBe(asha.unsubscribeToken);
    expect((await row("ravi@example.com")).fullName).toBeNull();
  });

  it("refuses an active address in any letter case", async () => {
    await subscribe({ email: "meera@example.com" });
    expect(await refusal({ email: "MEERA@example.com" })).toEqual({
      code: "CONFLICT",
      message: "This email is already subscribed to our newsletter",
      fieldErrors: { email: "This email is already subscribed to our newsletter" },
    });
  });

  it("reactivates an unsubscribed address with a new date, name and source", async () => {
    await subscribe({ email: "kiran@example.com", name: "Kiran", source: "footer" });
    const before = await row("kiran@example.com");
    expect(await unsubscribeByToken(before.unsubscribeToken)).toBe("unsubscribed");
    expect(await subscribe({ email: "kiran@example.com", name: "Kiran Rao", source: "homepage" })).toBe(
      "reactivated",
    );
    const after = await row("kiran@example.com");
    expect(after).toMatchObject({
      isActive: true,
      fullName: "Kiran Rao",
      source: "homepage",
      unsubscribedAt: null,
    });
    expect(after.subscriptionDate.getTime()).toBeGreaterThan(before.subscriptionDate.getTime());
    expect(after.id).toBe(before.id);
  });

  it("asks for an address, then for a valid one, and stores nothing", async () => {
    expect(await refusal({ email: "   " })).toEqual({
      code: "INVALID",
      message: "Please enter your email address",
      fieldErrors: { email: "Please enter your email address" },
    });
    expect(await refusal({ email: "not an email" })).toMatchObject({
      message: "Please enter a valid email address",
    });
    expect(await getDb().select().from(subscribers).where(eq(subscribers.email, "not an email"))).toEqual([]);
  });
});

describe("unsubscribe and preferences links", () => {
  it("unsubscribes once, then says so; an unknown token is reported as unknown", async () => {
    await subscribe({ email: "tara@example.com" });
    const { unsubscribeToken } = await row("tara@example.com");
    expect(await getSubscriptionByToken(unsubscribeToken)).toMatchObject({ isActive: true });
    expect(await unsubscribeByToken(unsubscribeToken)).toBe("unsubscribed");
    expect(await row("tara@example.com")).toMatchObject({ isActive: false });
    expect((await row("tara@example.com")).unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribeByToken(unsubscribeToken)).toBe("already-unsubscribed");
    expect(await unsubscribeByToken("x".repeat(32))).toBe("unknown");
    expect(await unsubscribeByToken("' or 1=1 --")).toBe("unknown");
    expect(await getSubscriptionByToken("")).toBeNull();
  });

  it("saves preferences by token and refuses an unknown token", async () => {
    await subscribe({ email: "dev@example.com" });
    const { unsubscribeToken } = await row("dev@example.com");
    const preferences = { weekly_newsletter: false, promotions: true, new_arrivals: false };
    expect(await updatePreferencesByToken(unsubscribeToken, preferences)).toBe("saved");
    expect((await row("dev@example.com")).preferences).toEqual(preferences);
    expect(await updatePreferencesByToken("y".repeat(32), preferences)).toBe("unknown");
  });
});
