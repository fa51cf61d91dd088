import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { NEWSLETTER_MESSAGES, type Preferences } from "../../../lib/newsletter-messages";
import { parseNewsletterForm } from "../../../lib/newsletter-schema";
import { subscribers } from "./schema";

export type SubscribeStatus = "subscribed" | "reactivated";

function newToken(): string {
  return randomBytes(24).toString("base64url");
}

function duplicate(): AppError {
  return new AppError("CONFLICT", NEWSLETTER_MESSAGES.duplicate, { email: NEWSLETTER_MESSAGES.duplicate });
}

/**
 * Spec section 4: an unknown address becomes an unverified subscriber with every preference on;
 * a known inactive one is reactivated (new subscription date, name and source updated);
 * a known active one is refused. Throws AppError INVALID or CONFLICT with the spec's messages.
 */
export async function subscribe(input: Record<string, unknown>): Promise<SubscribeStatus> {
  const parsed = parseNewsletterForm(input);
  if (!parsed.ok) {
    throw new AppError("INVALID", Object.values(parsed.fieldErrors)[0], parsed.fieldErrors);
  }
  const { email, name, source } = parsed.data;
  const db = getDb();
  const [existing] = await db.select().from(subscribers).where(eq(subscribers.email, email));
  if (!existing) {
    const created = await db
      .insert(subscribers)
      .values({
        email,
        fullName: name,
        source,
        isVerified: false,
        isActive: true,
        unsubscribeToken: newToken(),
      })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ id: subscribers.id });
    // Lost a race with a simultaneous sign-up of the same address.
    if (created.length === 0) throw duplicate();
    return "subscribed";
  }
  if (existing.isActive) throw duplicate();
  const reactivated = await db
    .update(subscribers)
    .set({
      isActive: true,
      subscriptionDate: new Date(),
      fullName: name ?? existing.fullName,
      source,
      unsubscribedAt: null,
    })
    .where(and(eq(subscribers.id, existing.id), eq(subscribers.isActive, false)))
    .returning({ id: subscribers.id });
  if (reactivated.length === 0) throw duplicate();
  return "reactivated";
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export interface SubscriptionView {
  email: string;
  isActive: boolean;
  preferences: Preferences;
}

/** The subscription an unsubscribe or preferences link points at; null for an unknown token. */
export async function getSubscriptionByToken(token: string): Promise<SubscriptionView | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await getDb()
    .select({
      email: subscribers.email,
      isActive: subscribers.isActive,
      preferences: subscribers.preferences,
    })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  return row ?? null;
}

export type UnsubscribeOutcome = "unsubscribed" | "already-unsubscribed" | "unknown";

export async function unsubscribeByToken(token: string): Promise<UnsubscribeOutcome> {
  if (!TOKEN.test(token)) return "unknown";
  const updated = await getDb()
    .update(subscribers)
    .set({ isActive: false, unsubscribedAt: new Date() })
    .where(and(eq(subscribers.unsubscribeToken, token), eq(subscribers.isActive, true)))
    .returning({ id: subscribers.id });
  if (updated.length > 0) return "unsubscribed";
  return (await getSubscriptionByToken(token)) ? "already-unsubscribed" : "unknown";
}

export async function updatePreferencesByToken(
  token: string,
  preferences: Preferences,
): Promise<"saved" | "unknown"> {
  if (!TOKEN.test(token)) return "unknown";
  const updated = await getDb()
    .update(subscribers)
    .set({ preferences })
    .where(eq(subscribers.unsubscribeToken, token))
    .returning({ id: subscribers.id });
  return updated.length > 0 ? "saved" : "unknown";
}
