import { and, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { NEWSLETTER_MESSAGES } from "../../../lib/newsletter-messages";
import { parseNewsletterForm } from "../../../lib/newsletter-schema";
import { queueConfirmationEmail } from "./confirmation-email";
import { shopName } from "./email-layout";
import { subscribers } from "./schema";
import { newToken, TOKEN } from "./tokens";

export type SubscribeStatus = "subscribed" | "reactivated";

function duplicate(): AppError {
  return new AppError("CONFLICT", NEWSLETTER_MESSAGES.duplicate, { email: NEWSLETTER_MESSAGES.duplicate });
}

/** A lost confirmation e-mail is sent again when the address is entered again, at most once an hour. */
const resendRound = () => `resend-${Math.floor(Date.now() / 3_600_000)}`;

/**
 * Spec section 4: an unknown address becomes an unverified subscriber with every preference on;
 * a known inactive one is reactivated (new subscription date, name and source updated);
 * a known active one is refused. Double opt-in: a new or reactivated address gets a confirmation
 * e-mail and receives campaigns only once confirmed; an active address still unconfirmed is refused
 * like any active one, and its confirmation e-mail is sent again.
 * Throws AppError INVALID or CONFLICT with the spec's messages.
 */
export async function subscribe(input: Record<string, unknown>): Promise<SubscribeStatus> {
  const parsed = parseNewsletterForm(input);
  if (!parsed.ok) {
    throw new AppError("INVALID", Object.values(parsed.fieldErrors)[0], parsed.fieldErrors);
  }
  const { email, name, source } = parsed.data;
  const shop = await shopName();
  const outcome = await getDb().transaction(async (tx) => {
    const [existing] = await tx.select().from(subscribers).where(eq(subscribers.email, email));
    if (!existing) {
      const [created] = await tx
        .insert(subscribers)
        .values({
          email,
          fullName: name,
          source,
          isVerified: false,
          isActive: true,
          unsubscribeToken: newToken(),
          verificationToken: newToken(),
        })
        .onConflictDoNothing({ target: subscribers.email })
        .returning();
      // Lost a race with a simultaneous sign-up of the same address.
      if (!created) return "duplicate" as const;
      await queueConfirmationEmail(tx, shop, { ...created, verificationToken: created.verificationToken! });
      return "subscribed" as const;
    }
    if (existing.isActive) {
      if (existing.isVerified) return "duplicate" as const;
      const verificationToken = existing.verificationToken ?? newToken();
      if (!existing.verificationToken)
        await tx.update(subscribers).set({ verificationToken }).where(eq(subscribers.id, existing.id));
      await queueConfirmationEmail(tx, shop, { ...existing, verificationToken }, resendRound());
      return "duplicate" as const;
    }
    const [reactivated] = await tx
      .update(subscribers)
      .set({
        isActive: true,
        subscriptionDate: new Date(),
        fullName: name ?? existing.fullName,
        source,
        unsubscribedAt: null,
        // A new subscription is confirmed anew: someone else may have typed this address.
        isVerified: false,
        verificationToken: newToken(),
      })
      .where(and(eq(subscribers.id, existing.id), eq(subscribers.isActive, false)))
      .returning();
    if (!reactivated) return "duplicate" as const;
    await queueConfirmationEmail(tx, shop, {
      ...reactivated,
      verificationToken: reactivated.verificationToken!,
    });
    return "reactivated" as const;
  });
  if (outcome === "duplicate") throw duplicate();
  return outcome;
}

/** The unconfirmed subscription a confirmation link points at; null for an unknown or used token. */
export async function getPendingConfirmation(token: string): Promise<{ email: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await getDb()
    .select({ email: subscribers.email })
    .from(subscribers)
    .where(and(eq(subscribers.verificationToken, token), eq(subscribers.isActive, true)));
  return row ?? null;
}

export type ConfirmOutcome = { status: "confirmed"; email: string } | { status: "unknown" };

/** Double opt-in: the link's token confirms the address once, then stops working. */
export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  if (!TOKEN.test(token)) return { status: "unknown" };
  const [row] = await getDb()
    .update(subscribers)
    .set({ isVerified: true, verifiedAt: new Date(), verificationToken: null })
    .where(and(eq(subscribers.verificationToken, token), eq(subscribers.isActive, true)))
    .returning({ email: subscribers.email });
  return row ? { status: "confirmed", email: row.email } : { status: "unknown" };
}
