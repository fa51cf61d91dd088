import { AppError } from "../errors";
import { getSessionUser } from "../modules/customers/service";
import { ensureInvoice } from "../modules/invoices/service";
import { getOrderForViewer, viewerOf } from "../modules/orders/service";

/**
 * The invoice of an order the visitor may see (owner or admin), issued on first request if the order
 * is due one (paid online, or cash on delivery once confirmed) and has none yet.
 */
export async function invoiceForVisitor(request: Request, orderNumber: string) {
  const user = await getSessionUser(request);
  const order = await getOrderForViewer(orderNumber, viewerOf(user));
  if (!order) throw new AppError("NOT_FOUND", "Order not found");
  const { invoice } = await ensureInvoice(order);
  return { order, invoice };
}
