import type { Database } from "../../../db/client";
import { singleton } from "../../../singleton";
import { enqueueJob, registerJob } from "../../jobs/service";
import { hmacHex } from "../gateway";
import {
  type OrderEntity,
  type PaymentEntity,
  type RefundEntity,
  type TestGatewayOptions,
  nowSeconds,
  randomId,
} from "./entities";

export const WEBHOOK_JOB = "test-gateway.webhook";
export const WEBHOOK_URL = "http://localhost/api/webhooks/razorpay";
const WEBHOOK_MAX_ATTEMPTS = 8;
const DELIVERY_TIMEOUT_MS = 30_000;

export type WebhookEventName = "payment.captured" | "payment.failed" | "order.paid" | "refund.processed";

export interface WebhookJobPayload {
  body: string;
  eventId: string;
}

/**
 * The options of the gateway this process runs (the last one created). Jobs are durable and
 * outlive the gateway object, so the delivery handler signs with whatever secret is current then.
 */
const active = singleton("test-gateway-active", () => ({
  options: undefined as TestGatewayOptions | undefined,
  lastRunAt: 0,
}));

export function setActiveGatewayOptions(options: TestGatewayOptions): void {
  active.options = options;
}

/** A webhook body shaped exactly like Razorpay's; snapshots of the entities as they are now. */
export function webhookBody(
  event: WebhookEventName,
  entities: { payment: PaymentEntity; order?: OrderEntity; refund?: RefundEntity },
): string {
  const payload: Record<string, { entity: unknown }> = {};
  const contains: string[] = [];
  if (entities.refund) {
    payload.refund = { entity: entities.refund };
    contains.push("refund");
  }
  payload.payment = { entity: entities.payment };
  contains.push("payment");
  if (entities.order) {
    payload.order = { entity: entities.order };
    contains.push("order");
  }
  return JSON.stringify({
    entity: "event",
    account_id: "acc_test",
    event,
    contains,
    payload,
    created_at: nowSeconds(),
  });
}

/** Queues one event for durable delivery in the caller's transaction; returns its event id. */
export async function queueWebhook(
  db: Database,
  event: WebhookEventName,
  entities: Parameters<typeof webhookBody>[1],
): Promise<string> {
  const eventId = randomId("evt");
  const payload: WebhookJobPayload = { body: webhookBody(event, entities), eventId };
  // Strictly increasing run times keep events in the order they happened (best effort: a retried
  // event arrives later, and Razorpay itself does not promise an order either).
  active.lastRunAt = Math.max(Date.now(), active.lastRunAt + 1);
  await enqueueJob(WEBHOOK_JOB, payload, {
    db,
    uniqueKey: `test-gateway:${eventId}`,
    runAt: new Date(active.lastRunAt),
  });
  return eventId;
}

function isPayload(value: unknown): value is WebhookJobPayload {
  const v = value as Partial<WebhookJobPayload> | null;
  return typeof v?.body === "string" && typeof v.eventId === "string";
}

/** The request Razorpay would send for a queued event, signed with the webhook secret current now. */
export function webhookRequest({ body, eventId }: WebhookJobPayload, webhookSecret: string): Request {
  return new Request(WEBHOOK_URL, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": hmacHex(webhookSecret, body),
      "X-Razorpay-Event-Id": eventId,
    },
    body,
  });
}

/**
 * Registers delivery of the fake's webhooks: each queued event is POSTed through `deliver`
 * (normally the shop's own request handler); a non-2xx answer or an error is retried with backoff.
 */
export function registerTestGatewayJobs(
  deliver: (request: Request) => Promise<Response>,
  /** Starts this process's gateway when another process queued the event before this one made its own. */
  startGateway: () => Promise<unknown>,
): void {
  registerJob(
    WEBHOOK_JOB,
    async (payload) => {
      if (!isPayload(payload)) throw new Error("Malformed test gateway webhook job");
      if (!active.options) await startGateway();
      const options = active.options;
      if (!options) throw new Error("The test gateway is not running in this process");
      const response = await withTimeout(deliver(webhookRequest(payload, options.webhookSecret)));
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) {
        throw new Error(`Webhook ${payload.eventId} was answered with HTTP ${response.status}`);
      }
    },
    { maxAttempts: WEBHOOK_MAX_ATTEMPTS },
  );
}

async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Webhook delivery took longer than ${DELIVERY_TIMEOUT_MS / 1000} s`)),
      DELIVERY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
