/** The payments module's door: the gateway connection, payment records, refunds and webhooks. */
export {
  getGatewayConnection,
  getTestGateway,
  isLiveMode,
  registerTestGatewayJobs,
  TEST_KEY_ID,
} from "./connection";
export { paymentSignature, signatureMatches, type GatewayConnection } from "./gateway";
export { createGatewayOrder, GatewayError } from "./razorpay-client";
export { recordPayment } from "./records";
export {
  executeRefund,
  queueRefund,
  recordProcessedRefund,
  recordRefundDecision,
  MANUAL_REFUND,
  processedRefundsOf,
  type ProcessedRefund,
  refundedProcessed,
  refundedSoFar,
  REFUND_JOB,
  type RefundDecision,
  type RefundRequest,
} from "./refunds";
export { handleRazorpayWebhook, type RazorpayEvent, type WebhookAnswer } from "./webhooks";
