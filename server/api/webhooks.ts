import { OpenAPIHono } from "@hono/zod-openapi";
import { receiveRazorpayWebhook } from "../modules/orders/service";
import type { ApiEnv } from "./api-env";

/** Bodies larger than any Razorpay event are refused before they are read. */
const MAX_BODY_BYTES = 256 * 1024;

export function webhookRoutes() {
  return new OpenAPIHono<ApiEnv>().post("/webhooks/razorpay", async (c) => {
    if (Number(c.req.header("content-length") ?? 0) > MAX_BODY_BYTES)
      return c.json({ ok: false, error: "Payload too large" }, 413);
    const raw = await c.req.text();
    if (raw.length > MAX_BODY_BYTES) return c.json({ ok: false, error: "Payload too large" }, 413);
    const answer = await receiveRazorpayWebhook(raw, {
      signature: c.req.header("x-razorpay-signature") ?? null,
      eventId: c.req.header("x-razorpay-event-id") ?? null,
    });
    return c.json(answer.body, answer.status);
  });
}
