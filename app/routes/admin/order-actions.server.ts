import { data } from "react-router";
import { formText } from "../../../lib/form-errors";
import { can } from "../../../lib/permissions";
import { formatInr } from "../../../lib/money";
import { AppError } from "../../../server/errors";
import type { SessionUser } from "../../../server/modules/customers/service";
import {
  addOrderNote,
  adminTransition,
  type AdminOrderDetail,
  CARRIERS,
  changeOrderStatus,
  collectCodPayment,
  nextAdminStatuses,
  refundOrder,
  resendInvoice,
  resendOrderConfirmation,
  restockReturned,
  trackingUrlFor,
} from "../../../server/modules/orders/service";
import { orderStatusLabel } from "../../components/admin/orders/order-labels";

/** Statuses the fulfilment card offers as plain buttons: shipping, delivery and cancelling have their own forms. */
const OWN_FORMS = new Set(["shipped", "delivered", "cancelled"]);

/** What the order page may offer this user for this order. */
export function orderPageActions(detail: AdminOrderDetail, role: string) {
  const { order, lines, refundedAmount } = detail;
  const paid = order.paymentStatus === "paid" || order.paymentStatus === "partially_refunded";
  return {
    carriers: CARRIERS.map(({ key, name }) => ({ key, name })),
    trackingUrl: trackingUrlFor(order.carrier, order.trackingNumber),
    nextStatuses: nextAdminStatuses(order.status)
      .filter((status) => !OWN_FORMS.has(status))
      .map((status) => ({ status, label: `Mark ${orderStatusLabel(status).toLowerCase()}` })),
    canCancel: adminTransition(order.status, "cancelled").ok,
    canCollectCod:
      order.paymentMethod === "cod" &&
      order.paymentStatus === "pending" &&
      order.status !== "cancelled" &&
      order.status !== "pending",
    refundable: can(role, "refunds") && paid ? Math.max(0, order.totalAmount - refundedAmount) : 0,
    mayRestock: can(role, "inventory") && lines.some((l) => l.refundedQuantity > l.restockedQuantity),
  };
}

export type OrderActionResult =
  { ok: true; message: string } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** Per-line quantities posted as qty_{orderItemId}. */
function quantitiesOf(form: FormData): Record<string, string> {
  const quantities: Record<string, string> = {};
  for (const [name, value] of form.entries())
    if (name.startsWith("qty_") && typeof value === "string") quantities[name.slice(4)] = value;
  return quantities;
}

const units = (n: number) => `${n} ${n === 1 ? "unit" : "units"}`;

async function perform(form: FormData, user: SessionUser, orderNumber: string): Promise<string> {
  const actor = { id: user.id, email: user.email };
  const field = (name: string) => formText(form.get(name));
  switch (field("intent")) {
    case "ship":
      await changeOrderStatus(actor, orderNumber, {
        to: "shipped",
        carrier: field("carrier"),
        trackingNumber: field("trackingNumber"),
      });
      return "Order marked shipped. The customer is being e-mailed the tracking link.";
    case "deliver":
      await changeOrderStatus(actor, orderNumber, { to: "delivered" });
      return "Order marked delivered.";
    case "status": {
      const to = field("status");
      await changeOrderStatus(actor, orderNumber, { to });
      return `Order marked ${orderStatusLabel(to).toLowerCase()}.`;
    }
    case "cancel":
      await changeOrderStatus(actor, orderNumber, { to: "cancelled", reason: field("reason") });
      return "Order cancelled. Its stock is back on sale and any online payment is being refunded.";
    case "collect-cod":
      await collectCodPayment(actor, orderNumber, {
        amount: field("amount"),
        collectedOn: field("collectedOn"),
        reference: field("reference"),
      });
      return "Cash payment recorded. The order is paid.";
    case "refund": {
      if (!can(user.role, "refunds")) throw new AppError("FORBIDDEN", "Only an admin can refund an order.");
      const mode = field("mode") === "amount" ? "amount" : "lines";
      const result = await refundOrder(actor, orderNumber, {
        key: field("key"),
        mode,
        quantities: quantitiesOf(form),
        amount: field("amount"),
        reason: field("reason"),
      });
      if (!result.created) return `This refund of ${formatInr(result.amount)} was already made.`;
      return result.online
        ? `Refund of ${formatInr(result.amount)} sent to Razorpay. The customer gets it in 7-10 business days.`
        : `Refund of ${formatInr(result.amount)} recorded. Pay it back to the customer by hand.`;
    }
    case "restock": {
      if (!can(user.role, "inventory")) throw new AppError("FORBIDDEN", "You may not change stock.");
      const count = await restockReturned(actor, orderNumber, quantitiesOf(form));
      return `${units(count)} back in stock.`;
    }
    case "note":
      await addOrderNote(actor, orderNumber, field("body"));
      return "Note added.";
    case "resend-confirmation":
      return `Order confirmation sent to ${await resendOrderConfirmation(actor, orderNumber)}.`;
    case "resend-invoice":
      return `Invoice sent to ${await resendInvoice(actor, orderNumber)}.`;
    default:
      throw new AppError("INVALID", "Unknown action. Reload the page and try again.");
  }
}

/** The order page's one action: every intent is checked, logged and answered with a message. */
export async function performOrderAction(request: Request, user: SessionUser, orderNumber: string) {
  const form = await request.formData().catch(() => null);
  if (!form)
    return data<OrderActionResult>(
      { ok: false, error: "Unknown action. Reload the page and try again." },
      { status: 400 },
    );
  try {
    return data<OrderActionResult>({ ok: true, message: await perform(form, user, orderNumber) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = { NOT_FOUND: 404, FORBIDDEN: 403, CONFLICT: 409 }[error.code as string] ?? 400;
    return data<OrderActionResult>(
      { ok: false, error: error.message, fieldErrors: error.fieldErrors },
      { status },
    );
  }
}
