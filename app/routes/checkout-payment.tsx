import { useState } from "react";
import { data, Form, redirect, useSubmit } from "react-router";
import { Link } from "../components/link";
import { formText } from "../../lib/form-errors";
import { useFormatInr } from "../components/currency";
import { AppError } from "../../server/errors";
import { requireUser } from "../../server/http/guards";
import {
  completeCheckoutPayment,
  failureMessage,
  PAYMENT_FAILURES,
} from "../../server/http/checkout-payment";
import {
  getOrderForViewer,
  isPayable,
  PAYMENT_MESSAGES,
  paymentFailedMessage,
  recordPaymentFailure,
  startOnlinePayment,
} from "../../server/modules/orders/service";
import { StepIndicator } from "../components/checkout/step-indicator";
import { Notice } from "../components/ui/notice";
import type { Route } from "./+types/checkout-payment";

export const meta = () => [{ title: "Payment | Divine Threads" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const viewer = { userId: user.id, isAdmin: false };
  const order = await getOrderForViewer(params.orderNumber, viewer);
  if (!order) throw data("Order not found", { status: 404 });
  if (!isPayable(order)) throw redirect(`/order/${order.orderNumber}`);
  const failed = new URL(request.url).searchParams.get("failed");
  try {
    const payment = await startOnlinePayment(order.orderNumber, viewer);
    return { user: { email: user.email }, payment, message: failed ? failureMessage(failed) : null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      user: { email: user.email },
      payment: null,
      message: error.message,
      orderNumber: order.orderNumber,
    };
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = formText(form.get("intent"));
  const orderNumber = params.orderNumber;
  if (intent === "verify") {
    return completeCheckoutPayment(request, orderNumber, user.id, {
      razorpayOrderId: formText(form.get("razorpay_order_id")),
      razorpayPaymentId: formText(form.get("razorpay_payment_id")),
      razorpaySignature: formText(form.get("razorpay_signature")),
    });
  }
  const order = await getOrderForViewer(orderNumber, { userId: user.id, isAdmin: false });
  if (!order) throw data("Order not found", { status: 404 });
  if (intent === "failed" && order.razorpayOrderId) {
    const paymentId = formText(form.get("payment_id"));
    await recordPaymentFailure(order.razorpayOrderId, {
      paymentId: /^pay_\w{1,40}$/.test(paymentId) ? paymentId : null,
      amount: order.totalAmount,
      reason: formText(form.get("reason")).slice(0, 200) || "Payment failed",
    });
    return { message: paymentFailedMessage(PAYMENT_FAILURES.declined) };
  }
  const reason = intent === "not-loaded" ? PAYMENT_MESSAGES.notLoaded : PAYMENT_MESSAGES.cancelled;
  return { message: paymentFailedMessage(reason) };
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const formatInr = useFormatInr();
  const { payment, user } = loaderData;
  const message = actionData?.message ?? loaderData.message;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-4 font-serif text-3xl font-semibold text-maroon-800">Checkout</h1>
      <StepIndicator current="payment" signedInAs={user.email} />
      <section aria-labelledby="payment-heading" className="rounded-xl border border-stone-200 bg-white p-6">
        <h2 id="payment-heading" className="text-xl font-semibold">
          Payment
        </h2>
        {message && (
          <Notice kind="error" className="mt-4">
            {message}
          </Notice>
        )}
        {payment ? (
          <>
            <p className="mt-2 text-stone-700">
              Order <strong>{payment.orderNumber}</strong> is reserved for you. Pay{" "}
              <strong>{formatInr(payment.amount)}</strong> to confirm it.
            </p>
            {payment.mode === "test" ? (
              <TestGatewayButton payment={payment} />
            ) : (
              <RazorpayButton payment={payment} />
            )}
            <p className="mt-4 text-sm text-stone-600">
              You can also pay later from your{" "}
              <Link to={`/order/${payment.orderNumber}`} className="underline">
                order page
              </Link>{" "}
              while the items are held for you.
            </p>
          </>
        ) : (
          "orderNumber" in loaderData && (
            <Link to={`/order/${loaderData.orderNumber}`} className="mt-4 inline-block underline">
              View your order
            </Link>
          )
        )}
      </section>
    </div>
  );
}

type Payment = NonNullable<Route.ComponentProps["loaderData"]["payment"]>;

const payButton =
  "mt-6 inline-block rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900 disabled:opacity-60";

/** Without Razorpay keys the local test gateway's hosted page takes the payment (works without JavaScript). */
function TestGatewayButton({ payment }: { payment: Payment }) {
  const formatInr = useFormatInr();
  const back = `/checkout/payment/${payment.orderNumber}/return`;
  return (
    <Form method="get" action={`/test-gateway/checkout/${payment.razorpayOrderId}`} reloadDocument>
      <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        <strong>Test mode.</strong> Payments go through the shop&apos;s local test gateway; no real money
        moves.
      </p>
      <input type="hidden" name="callback" value={back} />
      <input type="hidden" name="cancel" value={`${back}?dismissed=1`} />
      <input type="hidden" name="name" value={payment.prefill.name} />
      <input type="hidden" name="email" value={payment.prefill.email} />
      <input type="hidden" name="contact" value={payment.prefill.contact} />
      <button className={payButton}>Pay {formatInr(payment.amount)}</button>
    </Form>
  );
}

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => {
  open(): void;
  on(
    event: string,
    handler: (response: { error: { description?: string; metadata?: { payment_id?: string } } }) => void,
  ): void;
};

const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

function loadCheckoutScript(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("Razorpay missing"));
    };
    script.onerror = () => reject(new Error("Razorpay script failed to load"));
    document.head.append(script);
  });
}

/** Razorpay Standard Checkout: its result goes back to this page's action to be verified on the server. */
function RazorpayButton({ payment }: { payment: Payment }) {
  const formatInr = useFormatInr();
  const submit = useSubmit();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const Razorpay = await loadCheckoutScript();
      const checkout = new Razorpay({
        key: payment.keyId,
        amount: payment.amount,
        currency: payment.currency,
        order_id: payment.razorpayOrderId,
        name: "Divine Threads",
        description: `Order ${payment.orderNumber}`,
        prefill: payment.prefill,
        theme: { color: "#6e1414" },
        handler: (response: RazorpayResponse) =>
          submit({ intent: "verify", ...response }, { method: "post" }),
        modal: { ondismiss: () => submit({ intent: "dismissed" }, { method: "post" }) },
      });
      checkout.on("payment.failed", (response) =>
        submit(
          {
            intent: "failed",
            reason: response.error.description ?? "",
            payment_id: response.error.metadata?.payment_id ?? "",
          },
          { method: "post" },
        ),
      );
      checkout.open();
    } catch {
      submit({ intent: "not-loaded" }, { method: "post" });
    } finally {
      setOpening(false);
    }
  };
  return (
    <>
      <button type="button" className={payButton} onClick={() => void open()} disabled={opening}>
        {opening ? "Opening payment..." : `Pay ${formatInr(payment.amount)}`}
      </button>
      <noscript>
        <p className="mt-2 text-sm text-red-800">
          Online payment needs JavaScript. Please turn it on to pay.
        </p>
      </noscript>
    </>
  );
}
