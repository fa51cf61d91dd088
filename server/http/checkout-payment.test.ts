import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../errors";
import * as orders from "../modules/orders/service";
import { completeCheckoutPayment, failureMessage } from "./checkout-payment";

afterEach(() => vi.restoreAllMocks());

const RESULT = {
  razorpayOrderId: "order_T1",
  razorpayPaymentId: "pay_T1",
  razorpaySignature: "signature",
};

const thrownBy = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a redirect");
    },
    (thrown: unknown) => thrown as Response,
  );

describe("returning from the payment when the payment cannot be recorded", () => {
  it("sends the buyer back to the payment page with 'Failed to update payment status', and logs why", async () => {
    vi.spyOn(orders, "verifyCheckoutPayment").mockRejectedValueOnce(new Error("db down"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await thrownBy(
      completeCheckoutPayment(new Request("http://shop.test/"), "DT-1", "user-1", RESULT),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/checkout/payment/DT-1?failed=status");
    expect(String(logged.mock.calls[0][0])).toContain("recording the payment of order DT-1 failed");
    // What the payment page shows for ?failed=status: not "Payment failed", the money may be taken.
    expect(failureMessage("status")).toBe("Failed to update payment status");
  });

  it("keeps a bad signature on 'Payment verification failed'", async () => {
    vi.spyOn(orders, "verifyCheckoutPayment").mockRejectedValueOnce(
      new AppError("INVALID", orders.PAYMENT_MESSAGES.verificationFailed),
    );
    const response = await thrownBy(
      completeCheckoutPayment(new Request("http://shop.test/"), "DT-1", "user-1", RESULT),
    );
    expect(response.headers.get("location")).toBe("/checkout/payment/DT-1?failed=verification");
    expect(failureMessage("verification")).toBe("Payment failed: Payment verification failed");
  });
});
