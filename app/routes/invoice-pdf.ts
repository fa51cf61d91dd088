import { data, redirect } from "react-router";
import { AppError } from "../../server/errors";
import { invoiceForVisitor } from "../../server/http/invoice-access";
import { log } from "../../server/log";
import { readInvoicePdf } from "../../server/modules/invoices/service";
import type { Route } from "./+types/invoice-pdf";

/** The stored invoice PDF, for the order's owner and admins only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const { order, invoice } = await invoiceForVisitor(request, params.orderNumber);
    const pdf = await readInvoicePdf(invoice, order);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${invoice.invoiceNumber}.pdf"`,
        "Content-Length": String(pdf.length),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError)
      throw data(error.message, { status: error.code === "NOT_FOUND" ? 404 : 409 });
    // Back to the invoice page, which says 'Failed to download invoice' (section 8).
    log.error(`downloading the invoice of order ${params.orderNumber} failed`, error);
    return redirect(`/order/${encodeURIComponent(params.orderNumber)}/invoice?download=failed`);
  }
}
