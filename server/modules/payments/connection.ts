import { randomBytes } from "node:crypto";
import { getEnv } from "../../config/env";
import { singleton } from "../../singleton";
import { claimMeta } from "../settings/service";
import type { GatewayConnection } from "./gateway";
import { createTestGateway, registerTestGatewayJobs as registerWebhookDelivery } from "./test-gateway";

const LIVE_API = "https://api.razorpay.com/v1";
/** Never resolved over the network: test-mode requests go straight to the in-process gateway. */
const TEST_API = "http://test-gateway.local/test-gateway/v1";
export const TEST_KEY_ID = "rzp_test_localgateway";

type TestGateway = ReturnType<typeof createTestGateway>;

const state = singleton("payment-gateway", () => ({
  connection: undefined as Promise<GatewayConnection> | undefined,
  testGateway: undefined as TestGateway | undefined,
}));

/** Whether real Razorpay keys are configured; without them the local test gateway takes payments. */
export function isLiveMode(): boolean {
  return getEnv().RAZORPAY_KEY_ID !== undefined;
}

async function openConnection(): Promise<GatewayConnection> {
  const env = getEnv();
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return {
      mode: "live",
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? "",
      apiBase: LIVE_API,
      fetch: (request) => fetch(request),
    };
  }
  // Secrets shared by every process on this database, so any of them can verify a payment.
  const keySecret = await claimMeta("test_gateway_key_secret", randomBytes(24).toString("hex"));
  const webhookSecret = await claimMeta("test_gateway_webhook_secret", randomBytes(24).toString("hex"));
  state.testGateway ??= createTestGateway({ keyId: TEST_KEY_ID, keySecret, webhookSecret });
  const gateway = state.testGateway;
  return {
    mode: "test",
    keyId: TEST_KEY_ID,
    keySecret,
    webhookSecret,
    apiBase: TEST_API,
    fetch: gateway.fetch,
  };
}

export async function getGatewayConnection(): Promise<GatewayConnection> {
  state.connection ??= openConnection().catch((error: unknown) => {
    state.connection = undefined;
    throw error;
  });
  return state.connection;
}

/** The local test gateway, or null when real keys are configured (it is then unreachable). */
export async function getTestGateway(): Promise<TestGateway | null> {
  if (isLiveMode()) return null;
  await getGatewayConnection();
  return state.testGateway ?? null;
}

/** Tests open a fresh database per file: forget the secrets read from the previous one. */
export function resetGatewayConnection(): void {
  state.connection = undefined;
  state.testGateway = undefined;
}

/** Delivers the test gateway's queued webhooks through `deliver`, in whichever process picks them up. */
export function registerTestGatewayJobs(deliver: (request: Request) => Promise<Response>): void {
  registerWebhookDelivery(deliver, () => getTestGateway());
}
