import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { listOutbox } from "../mail/service";
import { subscribers } from "./schema";
import { confirmSubscription, getPendingConfirmation, subscribe, unsubscribeByToken } from "./service";

withTestDatabase();

const row = async (email: string) =>
  (await getDb().select().from(subscribers).where(eq(subscribers.email, email)))[0];

const confirmations = (to: string) =>
  listOutbox({ to }).then((mails) => mails.filter((m) => m.template === "newsletter_confirmation"));

/** The token in the confirmation e-mail's link, read from the e-mail as the subscriber would. */
function linkToken(text: string): string {
  const match = /http:\/\/localhost:3000\/newsletter\/confirm\?token=([\w-]+)/.exec(text);
  expect(match, "the e-mail carries a confirmation link").not.toBeNull();
  return match![1];
}

async function refusal(input: Record<string, unknown>) {
  const error = await subscribe(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}

describe("double opt-in", () => {
  it("e-mails a confirmation link; following it confirms the address once", async () => {
    await subscribe({ email: "Asha@Example.com", name: "Asha" });
    const pending = await row("asha@example.com");
    expect(pending).toMatchObject({ isActive: true, isVerified: false, verifiedAt: null });
    const [mail] = await confirmations("asha@example.com");
    expect(mail.subject).toBe("Please confirm your subscription to the Divine Threads newsletter");
    expect(mail.html).toContain("Confirm my subscription");
    expect(mail.text).toContain("Namaste Asha,");
    const token = linkToken(mail.text);
    expect(mail.html).toContain(`/newsletter/confirm?token=${token}`);
    expect(token).toBe(pending.verificationToken);

    expect(await getPendingConfirmation(token)).toEqual({ email: "asha@example.com" });
    expect(await confirmSubscription(token)).toEqual({ status: "confirmed", email: "asha@example.com" });
    const confirmed = await row("asha@example.com");
    expect(confirmed).toMatchObject({ isVerified: true, verificationToken: null });
    expect(confirmed.verifiedAt).toBeInstanceOf(Date);
    expect(Date.now() - confirmed.verifiedAt!.getTime()).toBeLessThan(60_000);

    // The same link a second time, and links that never existed, are refused and change nothing.
    expect(await confirmSubscription(token)).toEqual({ status: "unknown" });
    expect(await getPendingConfirmation(token)).toBeNull();
    expect(await confirmSubscription("y".repeat(32))).toEqual({ status: "unknown" });
    expect(await confirmSubscription("' or 1=1 --")).toEqual({ status: "unknown" });
    expect((await row("asha@example.com")).verifiedAt).toEqual(confirmed.verifiedAt);
  });

  it("does not confirm an address that unsubscribed before confirming", async () => {
    await subscribe({ email: "ravi@example.com" });
    const { unsubscribeToken, verificationToken } = await row("ravi@example.com");
    await unsubscribeByToken(unsubscribeToken);
    expect(await confirmSubscription(verificationToken!)).toEqual({ status: "unknown" });
    expect(await row("ravi@example.com")).toMatchObject({ isActive: false, isVerified: false });
  });

  it("asks a reactivated address to confirm again, with a new link", async () => {
    await subscribe({ email: "kiran@example.com" });
    const first = await row("kiran@example.com");
    await confirmSubscription(first.verificationToken!);
    await unsubscribeByToken(first.unsubscribeToken);
    expect(await subscribe({ email: "kiran@example.com", source: "footer" })).toBe("reactivated");
    const again = await row("kiran@example.com");
    expect(again).toMatchObject({ isActive: true, isVerified: false, source: "footer" });
    expect(again.verificationToken).not.toBeNull();
    const mails = await confirmations("kiran@example.com");
    expect(mails).toHaveLength(2);
    expect(linkToken(mails[0].text)).toBe(again.verificationToken);
  });

  it("refuses an active address with the spec's message; an unconfirmed one gets its link again, once an hour", async () => {
    await subscribe({ email: "meera@example.com" });
    const duplicate = "This email is already subscribed to our newsletter";
    expect(await refusal({ email: "MEERA@example.com" })).toBe(duplicate);
    expect(await refusal({ email: "meera@example.com" })).toBe(duplicate);
    const mails = await confirmations("meera@example.com");
    expect(mails).toHaveLength(2);
    const { verificationToken } = await row("meera@example.com");
    expect(mails.map((m) => linkToken(m.text))).toEqual([verificationToken, verificationToken]);

    await confirmSubscription(verificationToken!);
    expect(await refusal({ email: "meera@example.com" })).toBe(duplicate);
    expect(await confirmations("meera@example.com")).toHaveLength(2);
  });

  it("sends nothing for an address it refuses as invalid", async () => {
    expect(await refusal({ email: "not an email" })).toBe("Please enter a valid email address");
    expect(await confirmations("not an email")).toEqual([]);
  });
});
