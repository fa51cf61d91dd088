import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { paymentSignature } from "../gateway";
import { MAX_BODY_BYTES } from "./api";
import {
  type OrderEntity,
  type Payer,
  type PaymentEntity,
  type PaymentMethod,
  type TestGatewayOptions,
  PAYMENT_METHODS,
} from "./entities";
import { alreadyPaidPage, checkoutPage, messagePage } from "./pages";
import { getOrder, settleOrder } from "./state";

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

function html(c: Context, body: string, status: 200 | 400 | 404 | 413 | 415 = 200) {
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
      "The test gateway does not know this order. Go back to the shop and start the payment again.",
    ),
    404,
  );

/** The posted form, or the page that says why it cannot be read (a browser only sends small forms). */
async function readForm(c: Context): Promise<Record<string, unknown> | Response> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type)) {
    return html(
      c,
      messagePage(
        "This form cannot be read",
        "The payment page only accepts its own form. Go back and try again.",
      ),
      415,
    );
  }
  try {
    return await c.req.parseBody();
  } catch {
    return html(
      c,
      messagePage("This form cannot be read", "The form arrived incomplete. Go back and try again."),
      400,
    );
  }
}

/** The hosted checkout: a page and three form posts (pay, fail, dismiss) that redirect back to the shop. */
export function checkoutRoutes(options: TestGatewayOptions, basePath: string): Hono {
  const checkout = new Hono();
  checkout.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        html(
          c,
          messagePage(
            "This form is too large",
            `The payment page accepts at most ${MAX_BODY_BYTES / 1024} KB. Go back and try again.`,
          ),
          413,
        ),
    }),
  );

  const successRedirect = (c: Context, callback: string, order: OrderEntity, payment: PaymentEntity) =>
    c.redirect(
      withParams(callback, {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(options.keySecret, order.id, payment.id),
      }),
      303,
    );

  checkout.get("/:orderId", async (c) => {
    const { callback, cancel } = c.req.query();
    if (!isSameOriginPath(callback) || !isSameOriginPath(cancel)) return badLink(c);
    const order = await getOrder(c.req.param("orderId"));
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
    const form = await readForm(c);
    if (form instanceof Response) return form;
    const callback = form.callback;
    if (!isSameOriginPath(callback)) return badLink(c);
    const action = c.req.param("action") === "pay" ? "pay" : "fail";
    const result = await settleOrder(c.req.param("orderId"), action, payerFrom(form));
    switch (result.kind) {
      case "unknown-order":
        return unknownOrder(c);
      // A paid order is never paid twice: whichever button, the shop hears about the payment it has.
      case "already-paid":
      case "captured":
        return successRedirect(c, callback, result.order, result.payment);
      case "no-method":
        return html(
          c,
          messagePage("Choose a payment method", "Go back and choose one of the methods shown."),
          400,
        );
      case "failed":
        return c.redirect(
          withParams(callback, {
            "error[code]": "BAD_REQUEST_ERROR",
            "error[description]": "Payment failed",
            "error[reason]": "payment_failed",
            "error[metadata][order_id]": result.order.id,
            "error[metadata][payment_id]": result.payment.id,
          }),
          303,
        );
    }
  });

  checkout.post("/:orderId/dismiss", async (c) => {
    const form = await readForm(c);
    if (form instanceof Response) return form;
    const cancel = form.cancel;
    if (!isSameOriginPath(cancel)) return badLink(c);
    if (!(await getOrder(c.req.param("orderId")))) return unknownOrder(c);
    return c.redirect(cancel, 303);
  });

  return checkout;
}
