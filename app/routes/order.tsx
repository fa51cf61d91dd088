import { data, Form, useNavigation } from "react-router";
import { Link } from "../components/link";
import { formatDateTime, isoDate } from "../../lib/date-format";
import { formText } from "../../lib/form-errors";
import { AppError } from "../../server/errors";
import { readOrNull } from "../../server/http/read-or-null";
import { log } from "../../server/log";
import { getSessionUser } from "../../server/modules/customers/service";
import { findInvoice, invoiceRefusal } from "../../server/modules/invoices/service";
import {
  cancelOrder,
  cancelRefusal,
  getCustomerOrderTimeline,
  getCustomerParcel,
  getOrderForViewer,
  isPayable,
  type Viewer,
  viewerOf,
} from "../../server/modules/orders/service";
import { OrderTotals } from "../components/checkout/order-totals";
import { useFormatInr } from "../components/currency";
import { AddressView } from "../components/orders/address-view";
import { OrderTimeline } from "../components/orders/order-timeline";
import { ParcelCard } from "../components/orders/parcel-card";
import { StatusBadge } from "../components/orders/status-badge";
import { Notice } from "../components/ui/notice";
import type { Route } from "./+types/order";

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  {
    title: loaded?.order
      ? `Order ${loaded.order.orderNumber} | Divine Threads`
      : "Order Not Found | Divine Threads",
  },
  { name: "robots", content: "noindex" },
];

const PLACED_MESSAGES: Record<string, string> = {
  paid: "Thank you! Your payment was received and your order is confirmed. A confirmation e-mail with your invoice is on its way.",
  cod: "Thank you! Your order is confirmed. Please keep the amount ready in cash when it arrives.",
};

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  razorpay: "Card Payment (Razorpay: cards, UPI, net banking, wallets)",
  cod: "Cash on delivery",
  bank_transfer: "Bank transfer",
};

const viewerOfRequest = async (request: Request) => viewerOf(await getSessionUser(request));

export const ORDER_MESSAGES = {
  notFound: "Order not found",
  failed: "Failed to load order details",
} as const;

/** The status timeline and the parcel: without them the page still shows the order. */
async function readProgress(orderId: string, orderNumber: string) {
  const [timeline, parcel] = await Promise.all([
    readOrNull(`order ${orderNumber} timeline`, () => getCustomerOrderTimeline(orderId)),
    readOrNull(`order ${orderNumber} parcel`, () => getCustomerParcel(orderId)),
  ]);
  return {
    timeline:
      // The cancel reason is shown above the timeline already.
      timeline?.map((step) => ({
        status: step.status,
        at: formatDateTime(step.at),
        iso: isoDate(step.at) ?? "",
      })) ?? null,
    parcel: parcel && { ...parcel, shippedAt: formatDateTime(parcel.shippedAt) },
  };
}

/** Section 8: an order that is not there (or not the viewer's) is 'Order not found'; a failed read is not. */
async function readOrder(orderNumber: string, viewer: Viewer | null) {
  try {
    const order = await getOrderForViewer(orderNumber, viewer);
    if (!order) return { order, invoice: null, progress: null, message: ORDER_MESSAGES.notFound };
    const [invoice, progress] = await Promise.all([
      findInvoice(order.id),
      readProgress(order.id, orderNumber),
    ]);
    return { order, invoice, progress, message: ORDER_MESSAGES.notFound };
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error(`order ${orderNumber} could not be loaded`, error);
    return { order: null, invoice: null, progress: null, message: ORDER_MESSAGES.failed };
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await viewerOfRequest(request);
  const { order, invoice, progress, message } = await readOrder(params.orderNumber, viewer);
  if (!order || !progress) {
    const failed = message === ORDER_MESSAGES.failed;
    return data(
      { order: null, signedIn: viewer !== null, orderNumber: params.orderNumber, message },
      { status: failed ? 503 : 404 },
    );
  }
  const isOwner = order.userId === viewer?.userId;
  return {
    order: {
      ...order,
      placedAt: formatDateTime(order.createdAt),
      payable: isOwner && isPayable(order),
      cancellable:
        (isOwner || viewer?.isAdmin === true) && cancelRefusal(order, viewer?.isAdmin ?? false) === null,
      // Issued on first view when due: paid online, or cash on delivery once confirmed.
      hasInvoice: invoice !== null || invoiceRefusal(order) === null,
    },
    timeline: progress.timeline,
    parcel: progress.parcel,
    signedIn: true,
    orderNumber: order.orderNumber,
    welcome: isOwner
      ? (PLACED_MESSAGES[new URL(request.url).searchParams.get("placed") ?? ""] ?? null)
      : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await viewerOfRequest(request);
  const form = await request.formData();
  if (formText(form.get("intent")) !== "cancel" || !viewer)
    return data({ ok: false, message: "Order not found" }, { status: 404 });
  try {
    await cancelOrder(params.orderNumber, viewer);
    return { ok: true, message: "Your order has been cancelled." };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ ok: false, message: error.message }, { status: error.code === "NOT_FOUND" ? 404 : 409 });
  }
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const navigation = useNavigation();
  const formatInr = useFormatInr();
  if (!order) {
    const failed = loaderData.message === ORDER_MESSAGES.failed;
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-serif text-3xl text-maroon-800">Order Not Found</h1>
        <p role="alert" className="mt-4 font-medium text-stone-900">
          {loaderData.message}
        </p>
        <p className="mt-2 text-stone-700">
          {failed
            ? "Please try again in a moment."
            : "Please check the link, or sign in with the account that placed it."}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link
            to="/"
            className="rounded-full bg-maroon-800 px-6 py-3 font-medium text-white hover:bg-maroon-900"
          >
            Return to Home
          </Link>
          {failed && (
            <a
              href={`/order/${encodeURIComponent(loaderData.orderNumber)}`}
              className="rounded-full border border-maroon-800 px-6 py-3 font-medium text-maroon-800"
            >
              Try again
            </a>
          )}
          {!failed && !loaderData.signedIn && (
            <Link
              to={`/login?returnTo=${encodeURIComponent(`/order/${loaderData.orderNumber}`)}`}
              className="rounded-full border border-maroon-800 px-6 py-3 font-medium text-maroon-800"
            >
              Sign in
            </Link>
          )}
        </div>
      </section>
    );
  }
  const address = order.shippingAddress;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold text-maroon-800">Order {order.orderNumber}</h1>
          <p className="mt-1 text-sm text-stone-600">Placed on {order.placedAt}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge kind="status" value={order.status} />
          <StatusBadge kind="payment" value={order.paymentStatus} />
        </div>
      </div>
      {"welcome" in loaderData && loaderData.welcome && !actionData && (
        <Notice kind="success" className="mt-4">
          {loaderData.welcome}
        </Notice>
      )}
      {actionData && (
        <Notice kind={actionData.ok ? "success" : "error"} className="mt-4">
          {actionData.message}
        </Notice>
      )}
      {order.status === "cancelled" && order.cancelReason && (
        <p className="mt-4 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
          Cancelled: {order.cancelReason}
        </p>
      )}
      {order.payable && (
        <div className="mt-4 flex flex-wrap items-center gap-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          <p className="flex-1">
            This order is waiting for payment. Your items are held for you for a limited time.
          </p>
          <Link
            to={`/checkout/payment/${order.orderNumber}`}
            className="rounded-full bg-maroon-800 px-5 py-2 font-semibold text-white hover:bg-maroon-900"
          >
            Pay now
          </Link>
        </div>
      )}
      {"timeline" in loaderData && loaderData.timeline && <OrderTimeline steps={loaderData.timeline} />}
      {"parcel" in loaderData && loaderData.parcel && <ParcelCard parcel={loaderData.parcel} />}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="items-heading">
          <h2 id="items-heading" className="text-lg font-semibold">
            Items
          </h2>
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {order.items.map((item, i) => (
              <li key={`${item.productSku}-${i}`} className="flex justify-between gap-4 p-4 text-sm">
                <div>
                  <p className="font-medium">{item.productName}</p>
                  <p className="text-xs text-stone-600">
                    SKU {item.productSku}
                    {item.size && ` · Size ${item.size}`}
                    {item.color && ` · Colour ${item.color}`}
                  </p>
                  <p className="mt-1">
                    {item.quantity} × {formatInr(item.priceAtPurchase)}
                  </p>
                </div>
                <p className="font-semibold">{formatInr(item.lineTotal)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <div>
              <h2 className="text-lg font-semibold">Shipping address</h2>
              <AddressView address={address} className="mt-2" />
            </div>
            <div>
              <h2 className="text-lg font-semibold">Payment</h2>
              <dl className="mt-2 space-y-1 text-sm text-stone-700">
                <div>
                  <dt className="inline font-medium">Method: </dt>
                  <dd className="inline">{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? "Card Payment"}</dd>
                </div>
                <div>
                  <dt className="inline font-medium">Status: </dt>
                  <dd className="inline capitalize">{order.paymentStatus.replace("_", " ")}</dd>
                </div>
                {order.paymentId && (
                  <div>
                    <dt className="inline font-medium">Payment ID: </dt>
                    <dd className="inline break-all">{order.paymentId}</dd>
                  </div>
                )}
              </dl>
            </div>
          </div>
          {order.customerNotes && (
            <div className="mt-6">
              <h2 className="text-lg font-semibold">Notes</h2>
              <p className="mt-2 whitespace-pre-line text-sm text-stone-700">{order.customerNotes}</p>
            </div>
          )}
        </section>
        <aside className="h-fit space-y-4">
          <section
            aria-labelledby="price-heading"
            className="rounded-xl border border-stone-200 bg-white p-5"
          >
            <h2 id="price-heading" className="mb-3 text-lg font-semibold">
              Price details
            </h2>
            <OrderTotals totals={order} />
          </section>
          {order.hasInvoice && (
            <Link
              to={`/order/${order.orderNumber}/invoice`}
              className="block rounded-full border border-maroon-800 px-5 py-2 text-center font-semibold text-maroon-800"
            >
              View invoice
            </Link>
          )}
          {order.cancellable && (
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm("Are you sure you want to cancel this order?")) event.preventDefault();
              }}
            >
              <button
                name="intent"
                value="cancel"
                disabled={navigation.state !== "idle"}
                className="w-full rounded-full border border-red-700 px-5 py-2 font-semibold text-red-800"
              >
                Cancel order
              </button>
            </Form>
          )}
          <div className="flex justify-between text-sm">
            <Link to="/" className="underline">
              Home
            </Link>
            <Link to="/shop" className="underline">
              Continue shopping
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}
