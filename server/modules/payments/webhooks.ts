import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { log } from "../../log";
import { getGatewayConnection } from "./connection";
import { hmacHex, signatureMatches } from "./gateway";
import { webhookEvents } from "./schema";

export interface RazorpayEvent {
  event: string;
  payload: {
    payment?: {
      entity: {
        id: string;
        order_id: string | null;
        amount: number;
        status: string;
        method?: string;
        error_description?: string | null;
        error_reason?: string | null;
      };
    };
    order?: { entity: { id: string; amount: number; status: string } };
    refund?: {
      entity: { id: string; payment_id: string; amount: number; status: string; receipt?: string | null };
    };
  };
}

export type WebhookAnswer = {
  status: 200 | 400 | 500;
  body: { ok: boolean; duplicate?: boolean; error?: string };
};

/**
 * Razorpay webhooks: the signature over the exact raw body must match the webhook secret, or
 * nothing happens (400). Each event id is handled once; a replay is acknowledged and ignored. An
 * event whose handling failed stays unprocessed, answers 500, and Razorpay's retry runs it again.
 */
export async function handleRazorpayWebhook(
  rawBody: string,
  headers: { signature: string | null; eventId: string | null },
  process: (event: RazorpayEvent) => Promise<void>,
): Promise<WebhookAnswer> {
  const conn = await getGatewayConnection();
  if (!conn.webhookSecret) {
    log.error("A Razorpay webhook arrived but RAZORPAY_WEBHOOK_SECRET is not set; it was refused");
    return { status: 400, body: { ok: false, error: "Webhook secret not configured" } };
  }
  if (!signatureMatches(hmacHex(conn.webhookSecret, rawBody), headers.signature))
    return { status: 400, body: { ok: false, error: "Invalid signature" } };
  let event: RazorpayEvent;
  try {
    event = JSON.parse(rawBody) as RazorpayEvent;
    if (typeof event.event !== "string" || typeof event.payload !== "object" || event.payload === null)
      throw new Error("not an event");
  } catch {
    return { status: 400, body: { ok: false, error: "Malformed event" } };
  }
  const eventId =
    headers.eventId?.slice(0, 100) || `sha256:${createHash("sha256").update(rawBody).digest("hex")}`;
  const db = getDb();
  await db
    .insert(webhookEvents)
    .values({ provider: "razorpay", eventId, eventType: event.event, payload: event })
    .onConflictDoNothing();
  const where = and(eq(webhookEvents.provider, "razorpay"), eq(webhookEvents.eventId, eventId));
  const [stored] = await db
    .select({ processedAt: webhookEvents.processedAt })
    .from(webhookEvents)
    .where(where);
  if (stored?.processedAt) return { status: 200, body: { ok: true, duplicate: true } };
  try {
    await process(event);
  } catch (error) {
    log.error(`Razorpay webhook ${event.event} (${eventId}) failed; Razorpay will retry`, error);
    await db
      .update(webhookEvents)
      .set({ error: error instanceof Error ? error.message.slice(0, 500) : "failed" })
      .where(where);
    return { status: 500, body: { ok: false, error: "Processing failed" } };
  }
  await db.update(webhookEvents).set({ processedAt: new Date(), error: null }).where(where);
  return { status: 200, body: { ok: true } };
}
