import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { paymentSignature, signatureMatches } from "./gateway";
import { fetchGatewayPayment, refundGatewayPayment } from "./razorpay-client";
import { isSameOriginPath } from "./test-gateway";
import {
  checkoutPage,
  conn,
  gateway,
  gatewayError,
  links,
  locationOf,
  newOrder,
  options,
  post,
} from "./test-gateway.fixtures";

withTestDatabase();

describe("test gateway hosted checkout", () => {
  it("renders a self-contained test-mode page with the amount", async () => {
    const order = await newOrder(249950, "DT-2002");
    const response = await checkoutPage(order.id, { ...links, name: "Asha <b>", email: "asha@example.in" });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Test mode");
    expect(page).toContain("No real money moves");
    expect(page).toContain("₹2,499.50");
    expect(page).toContain("DT-2002");
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('value="upi" checked');
    expect(page).toContain("Asha &lt;b&gt;");
    expect(page).not.toMatch(/<script|https?:\/\//i);
    expect(page).toContain(`action="/test-gateway/checkout/${order.id}/pay"`);
    expect(page).toContain('name="callback" value="/checkout/return?order=DT-1001"');
  });

  it("refuses return addresses outside the shop and unknown orders", async () => {
    const order = await newOrder();
    for (const callback of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "/.//evil.example",
      "/\t/evil",
      "",
    ]) {
      expect((await checkoutPage(order.id, { ...links, callback })).status).toBe(400);
      expect((await post(order.id, "pay", { ...links, callback })).status).toBe(400);
    }
    expect((await checkoutPage(order.id, { ...links, cancel: "//evil.example" })).status).toBe(400);
    expect((await post(order.id, "dismiss", { cancel: "//evil.example" })).status).toBe(400);
    expect((await checkoutPage("order_unknown0000000", links)).status).toBe(404);
    expect(isSameOriginPath("/checkout/return?x=1")).toBe(true);
  });

  it("pays once, with a valid signature, and marks the order paid", async () => {
    const order = await newOrder();
    const location = locationOf(await post(order.id, "pay", { ...links, method: "card", email: "a@b.in" }));
    expect(location.pathname).toBe("/checkout/return");
    expect(location.searchParams.get("order")).toBe("DT-1001");
    const paymentId = location.searchParams.get("razorpay_payment_id")!;
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(location.searchParams.get("razorpay_order_id")).toBe(order.id);
    const signature = location.searchParams.get("razorpay_signature");
    expect(signatureMatches(paymentSignature(options.keySecret, order.id, paymentId), signature)).toBe(true);
    expect(signatureMatches(paymentSignature("other", order.id, paymentId), signature)).toBe(false);

    expect(await fetchGatewayPayment(conn, paymentId)).toEqual({
      id: paymentId,
      order_id: order.id,
      amount: 249900,
      currency: "INR",
      status: "captured",
      method: "card",
    });
    expect(await gateway.state.order(order.id)).toMatchObject({
      status: "paid",
      amount_paid: 249900,
      amount_due: 0,
    });

    const again = locationOf(await post(order.id, "pay", links));
    expect(again.searchParams.get("razorpay_payment_id")).toBe(paymentId);
    expect(await gateway.state.paymentsOfOrder(order.id)).toHaveLength(1);

    const paidPage = await checkoutPage(order.id, links);
    expect(paidPage.status).toBe(200);
    const text = await paidPage.text();
    expect(text).toContain("already paid");
    expect(text).toContain('href="/checkout?cancelled=1"');
  });

  it("fails a payment with Razorpay's error parameters", async () => {
    const order = await newOrder();
    const location = locationOf(await post(order.id, "fail", links));
    expect(location.pathname).toBe("/checkout/return");
    const params = location.searchParams;
    expect(params.get("error[code]")).toBe("BAD_REQUEST_ERROR");
    expect(params.get("error[description]")).toBe("Payment failed");
    expect(params.get("error[reason]")).toBe("payment_failed");
    expect(params.get("error[metadata][order_id]")).toBe(order.id);
    const paymentId = params.get("error[metadata][payment_id]")!;
    expect((await fetchGatewayPayment(conn, paymentId)).status).toBe("failed");
    expect(await gateway.state.order(order.id)).toMatchObject({ status: "attempted", attempts: 1 });
    const refund = await gatewayError(refundGatewayPayment(conn, paymentId, { amount: 100, receipt: "R-1" }));
    expect(refund.status).toBe(400);
  });

  it("dismisses to the cancel path unchanged", async () => {
    const order = await newOrder();
    const response = await post(order.id, "dismiss", links);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/checkout?cancelled=1");
  });
});
