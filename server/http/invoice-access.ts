import { AppError } from "../errors";
import { getSessionUser } from "../modules/customers/service";
import { CREDIT_NOTE_MESSAGES, ensureInvoice, findCreditNote } from "../modules/invoices/service";
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

/** A credit note of an order the visitor may see (owner or admin). */
export async function creditNoteForVisitor(request: Request, orderNumber: string, creditNoteNumber: string) {
  const user = await getSessionUser(request);
  const order = await getOrderForViewer(orderNumber, viewerOf(user));
  const note = order ? await findCreditNote(creditNoteNumber) : null;
  if (!order || !note || note.orderId !== order.id)
    throw new AppError("NOT_FOUND", CREDIT_NOTE_MESSAGES.notFound);
  return { order, note };
}
