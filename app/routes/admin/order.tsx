import { randomUUID } from "node:crypto";
import { useEffect } from "react";
import { data, useNavigation } from "react-router";
import { RecordError } from "../../components/admin/record-error";
import { Link } from "../../components/link";
import { requireStaff } from "../../../server/http/guards";
import { getAdminOrderDetail } from "../../../server/modules/orders/service";
import { Badge } from "../../components/admin/badge";
import { CodCard } from "../../components/admin/orders/detail/cod-card";
import { FulfilmentCard } from "../../components/admin/orders/detail/fulfilment-card";
import { NotesCard } from "../../components/admin/orders/detail/notes-card";
import { OrderLines } from "../../components/admin/orders/detail/order-lines";
import { OrderEmails, OrderTimeline } from "../../components/admin/orders/detail/order-timeline";
import { RefundCard, RestockCard } from "../../components/admin/orders/detail/refund-card";
import { CustomerCard, DocumentsCard, PaymentsCard } from "../../components/admin/orders/detail/side-cards";
import {
  ORDER_STATUS_TONES,
  orderStatusLabel,
  PAYMENT_STATUS_TONES,
  paymentStatusLabel,
} from "../../components/admin/orders/order-labels";
import { PageHeader } from "../../components/admin/page-header";
import { useToast } from "../../components/ui/toaster";
import { formatDateTime } from "../../../lib/date-format";
import { orderPageActions, performOrderAction } from "./order-actions.server";
import type { Route } from "./+types/order";

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `Order ${params.orderNumber} | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Orders", to: "/admin/orders" },
    { label: "Order" },
  ],
};

const notFound = () => data({ message: "There is no order with this number." }, { status: 404 });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Today in India, for the COD form's date. */
const todayInIndia = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, "orders");
  const detail = await getAdminOrderDetail(params.orderNumber);
  if (!detail) throw notFound();
  const { order } = detail;
  return {
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      subtotal: order.subtotal,
      shippingCost: order.shippingCost,
      discountAmount: order.discountAmount,
      taxAmount: order.taxAmount,
      totalAmount: order.totalAmount,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      customerNotes: order.customerNotes,
      business:
        order.buyerGstin && order.buyerBusinessName
          ? { gstin: order.buyerGstin, name: order.buyerBusinessName }
          : null,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      createdAt: order.createdAt.toISOString(),
      cancelReason: order.cancelReason,
    },
    lines: detail.lines,
    customer: detail.customer,
    payments: detail.payments.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    refunds: detail.refunds.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    refundedAmount: detail.refundedAmount,
    invoice: detail.invoice,
    creditNotes: detail.creditNotes,
    history: detail.history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
    notes: detail.notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    emails: detail.emails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: iso(m.sentAt) })),
    actions: orderPageActions(detail, user.role),
    refundKey: randomUUID(),
    today: todayInIndia(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "orders");
  return performOrderAction(request, user, params.orderNumber);
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, actions } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { show } = useToast();
  useEffect(() => {
    if (actionData)
      show(actionData.ok ? "success" : "error", actionData.ok ? actionData.message : actionData.error);
  }, [actionData, show]);
  const errors = actionData && !actionData.ok ? (actionData.fieldErrors ?? {}) : {};
  return (
    <div>
      <PageHeader
        title={`Order ${order.orderNumber}`}
        description={`Placed ${formatDateTime(order.createdAt)}`}
        badges={
          <>
            <Badge tone={ORDER_STATUS_TONES[order.status] ?? "grey"}>{orderStatusLabel(order.status)}</Badge>
            <Badge tone={PAYMENT_STATUS_TONES[order.paymentStatus] ?? "grey"}>
              {paymentStatusLabel(order.paymentStatus)}
            </Badge>
          </>
        }
        actions={
          <Link to="/admin/orders" className="text-sm underline">
            All orders
          </Link>
        }
      />
      {actionData && !actionData.ok && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {actionData.error}
        </p>
      )}
      {order.cancelReason && order.status === "cancelled" && (
        <p className="mb-4 rounded-lg border border-stone-200 bg-white p-3 text-sm">
          Cancelled: {order.cancelReason}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          <OrderLines lines={lines} totals={order} refunded={loaderData.refundedAmount} />
          <OrderTimeline history={loaderData.history} placedAt={order.createdAt} />
          <OrderEmails emails={loaderData.emails} />
        </div>
        <div className="min-w-0 space-y-4">
          <FulfilmentCard
            status={order.status}
            carriers={actions.carriers}
            carrier={order.carrier}
            trackingNumber={order.trackingNumber}
            trackingUrl={actions.trackingUrl}
            nextStatuses={actions.nextStatuses}
            canCancel={actions.canCancel}
            busy={busy}
            errors={errors}
          />
          {actions.canCollectCod && (
            <CodCard total={order.totalAmount} today={loaderData.today} busy={busy} errors={errors} />
          )}
          {actions.refundable > 0 && (
            <RefundCard
              key={loaderData.refundKey}
              lines={lines}
              refundable={actions.refundable}
              refundKey={loaderData.refundKey}
              online={order.paymentMethod === "razorpay"}
              busy={busy}
              errors={errors}
            />
          )}
          {actions.mayRestock && <RestockCard lines={lines} busy={busy} />}
          <CustomerCard
            customer={loaderData.customer}
            shipping={order.shippingAddress}
            billing={order.billingAddress}
            customerNotes={order.customerNotes}
            business={order.business}
          />
          <PaymentsCard
            method={order.paymentMethod}
            payments={loaderData.payments}
            refunds={loaderData.refunds}
          />
          <DocumentsCard
            orderNumber={order.orderNumber}
            invoice={loaderData.invoice}
            creditNotes={loaderData.creditNotes}
            busy={busy}
          />
          <NotesCard notes={loaderData.notes} busy={busy} error={errors.body} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RecordError
      error={error}
      missing={{
        title: "Order not found",
        text: "There is no order with this number. Check the number or search the orders list.",
      }}
      back={{ to: "/admin/orders", label: "Back to orders" }}
    />
  );
}
