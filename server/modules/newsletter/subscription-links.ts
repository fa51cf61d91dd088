import { and, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import type { Preferences } from "../../../lib/newsletter-messages";
import { subscribers } from "./schema";
import { TOKEN } from "./tokens";

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
