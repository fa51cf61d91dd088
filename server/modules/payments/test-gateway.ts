/**
 * A local fake of Razorpay for tests and for the demo shop without Razorpay keys: the REST API
 * (orders, payments, refunds) under /test-gateway/v1, a hosted checkout page under
 * /test-gateway/checkout/:orderId and signed webhooks delivered durably through the jobs table.
 * Its orders, payments and refunds live in the database (tables test_gateway_*), so every process
 * sharing the database acts as one gateway; no real money moves.
 */
import { Hono } from "hono";
import { log } from "../../log";
import { restApi } from "./test-gateway/api";
import { checkoutRoutes } from "./test-gateway/checkout";
import type { TestGatewayOptions } from "./test-gateway/entities";
import { messagePage } from "./test-gateway/pages";
import { getOrder, getPayment, listOrderPayments, listPaymentRefunds } from "./test-gateway/state";
import { setActiveGatewayOptions } from "./test-gateway/webhooks";

export { registerTestGatewayJobs, WEBHOOK_JOB as TEST_GATEWAY_WEBHOOK_JOB } from "./test-gateway/webhooks";
export { isSameOriginPath } from "./test-gateway/checkout";
export type { TestGatewayOptions } from "./test-gateway/entities";

export const TEST_GATEWAY_BASE_PATH = "/test-gateway";

export interface TestGateway {
  app: Hono;
  fetch: (request: Request) => Promise<Response>;
  /** Reads of the fake's records (orders, payments, refunds), for inspection in tests. */
  state: GatewayRecords;
}

export interface GatewayRecords {
  order: typeof getOrder;
  payment: typeof getPayment;
  paymentsOfOrder: typeof listOrderPayments;
  refundsOfPayment: typeof listPaymentRefunds;
}

const records: GatewayRecords = {
  order: getOrder,
  payment: getPayment,
  paymentsOfOrder: listOrderPayments,
  refundsOfPayment: listPaymentRefunds,
};

export function createTestGateway(options: TestGatewayOptions): TestGateway {
  // Webhook jobs sign with the options of the gateway running now (read at delivery time).
  setActiveGatewayOptions(options);

  const app = new Hono().basePath(TEST_GATEWAY_BASE_PATH);
  app.route("/v1", restApi(options));
  app.route("/checkout", checkoutRoutes(options, TEST_GATEWAY_BASE_PATH));

  const isApi = (path: string) => path.startsWith(`${TEST_GATEWAY_BASE_PATH}/v1/`);
  app.notFound((c) =>
    isApi(c.req.path)
      ? c.json(
          {
            error: {
              code: "BAD_REQUEST_ERROR",
              description: "The requested URL was not found on the server.",
            },
          },
          404,
        )
      : c.html(messagePage("Page not found", "The test gateway has no such page."), 404),
  );
  app.onError((error, c) => {
    // Only the route and the error: request bodies and headers may carry keys.
    log.error(`test gateway ${c.req.method} ${c.req.path} failed`, error);
    return isApi(c.req.path)
      ? c.json({ error: { code: "SERVER_ERROR", description: "The server encountered an error." } }, 500)
      : c.html(messagePage("Something went wrong", "The test gateway could not handle this request."), 500);
  });

  return { app, fetch: async (request) => app.fetch(request), state: records };
}
