import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { paymentSignature } from "../gateway";
import { alreadyPaidPage, checkoutPage, messagePage } from "./pages";
import {
  type GatewayState,
  type OrderEntity,
  type Payer,
  type PaymentEntity,
  type PaymentMethod,
  type TestGatewayOptions,
  PAYMENT_METHODS,
  capturePayment,
  capturedPaymentOf,
  failPayment,
} from "./state";
import { queueWebhook } from "./webhooks";

const PARSE_BASE = "http://gateway.invalid";

/**
 * A same-origin path: one leading "/", no "//" or "/\" start, no whitespace, control characters
 * or backslashes, and already in the form a URL parser gives back (so "/.//evil" cannot turn into
 * "//evil" when parameters are added).
 */
export function isSameOriginPath(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 2000) return false;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const url = new URL(value, PARSE_BASE);
    return url.origin === PARSE_BASE && `${url.pathname}${url.search}${url.hash}` === value;
  } catch {
    return false;
  }
}

function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, PARSE_BASE);
  for (const [key, value] of Object.entries(params)) url.searchParams.append(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

function text(value: unknown, max: number): string {
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}\.[^\s@<>"]{2,}$/;
const PHONE = /^\+?[0-9][0-9 -]{7,18}$/;

function payerFrom(form: Record<string, unknown>): Payer | undefined {
  const method = form.method === undefined || form.method === "" ? "upi" : form.method;
  if (!PAYMENT_METHODS.includes(method as PaymentMethod)) return undefined;
  const email = text(form.email, 254);
  const contact = text(form.contact, 20);
  return {
    method: method as PaymentMethod,
    // Razorpay's test-mode placeholders when the shop did not prefill them.
    email: EMAIL.test(email) ? email : "void@razorpay.com",
    contact: PHONE.test(contact) ? contact : "+919000090000",
  };
}

function html(c: Context, body: string, status: 200 | 400 | 404 = 200) {
  c.header("Cache-Control", "no-store");
  return c.html(body, status);
}

const badLink = (c: Context) =>
  html(
    c,
    messagePage(
      "This payment link is not valid",
      "The shop sent an invalid return address. Go back to the shop and try again.",
    ),
    400,
  );
const unknownOrder = (c: Context) =>
  html(
    c,
    messagePage(
      "Order not found",
      "The test gateway does not know this order. It may have been created before a restart.",
    ),
    404,
  );

/** The hosted checkout: a page and three form posts (pay, fail, dismiss) that redirect back to the shop. */
export function checkoutRoutes(state: GatewayState, options: TestGatewayOptions, basePath: string): Hono {
  const checkout = new Hono();
  checkout.use(bodyLimit({ maxSize: 16 * 1024 }));

  const successRedirect = (c: Context, callback: string, order: OrderEntity, payment: PaymentEntity) =>
    c.redirect(
      withParams(callback, {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(options.keySecret, order.id, payment.id),
      }),
      303,
    );

  checkout.get("/:orderId", (c) => {
    const { callback, cancel } = c.req.query();
    if (!isSameOriginPath(callback) || !isSameOriginPath(cancel)) return badLink(c);
    const order = state.orders.get(c.req.param("orderId"));
    if (!order) return unknownOrder(c);
    if (order.status === "paid") return html(c, alreadyPaidPage(order, cancel));
    return html(
      c,
      checkoutPage({
        order,
        actionBase: `${basePath}/checkout/${encodeURIComponent(order.id)}`,
        callback,
        cancel,
        name: text(c.req.query("name"), 100),
        email: text(c.req.query("email"), 254),
        contact: text(c.req.query("contact"), 20),
      }),
    );
  });

  checkout.post("/:orderId/:action{pay|fail}", async (c) => {
    const form = await c.req.parseBody();
    const callback = form.callback;
    if (!isSameOriginPath(callback)) return badLink(c);
    const order = state.orders.get(c.req.param("orderId"));
    if (!order) return unknownOrder(c);
    const existing = capturedPaymentOf(state, order);
    // A paid order is never paid twice: whichever button, the shop hears about the payment it has.
    if (existing) return successRedirect(c, callback, order, existing);
    const payer = payerFrom(form);
    if (!payer)
      return html(
        c,
        messagePage("Choose a payment method", "Go back and choose one of the methods shown."),
        400,
      );

    if (c.req.param("action") === "pay") {
      // capturePayment is synchronous, so two quick clicks cannot both create a payment.
      const payment = capturePayment(state, order, payer);
      await queueWebhook("payment.captured", { payment });
      await queueWebhook("order.paid", { payment, order });
      return successRedirect(c, callback, order, payment);
    }
    const payment = failPayment(state, order, payer);
    await queueWebhook("payment.failed", { payment });
    return c.redirect(
      withParams(callback, {
        "error[code]": "BAD_REQUEST_ERROR",
        "error[description]": "Payment failed",
        "error[reason]": "payment_failed",
        "error[metadata][order_id]": order.id,
        "error[metadata][payment_id]": payment.id,
      }),
      303,
    );
  });

  checkout.post("/:orderId/dismiss", async (c) => {
    const form = await c.req.parseBody();
    const cancel = form.cancel;
    if (!isSameOriginPath(cancel)) return badLink(c);
    if (!state.orders.has(c.req.param("orderId"))) return unknownOrder(c);
    return c.redirect(cancel, 303);
  });

  return checkout;
}
