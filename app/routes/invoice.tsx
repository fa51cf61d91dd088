import { data, Form, useNavigation } from "react-router";
import { Link } from "../components/link";
import { formatDate } from "../../lib/date-format";
import { useFormatInr } from "../components/currency";
import { AppError } from "../../server/errors";
import { invoiceForVisitor } from "../../server/http/invoice-access";
import { log } from "../../server/log";
import { INVOICE_MESSAGES } from "../../server/modules/invoices/service";
import { INVOICE_EMAIL_MESSAGES, sendInvoiceEmail } from "../../server/modules/orders/service";
import { getSellerDetails } from "../../server/modules/settings/service";
import { OrderTotals } from "../components/checkout/order-totals";
import { Notice } from "../components/ui/notice";
import type { Route } from "./+types/invoice";

export const meta = () => [{ title: "Invoice | Divine Threads" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  // The PDF route comes back here with ?download=failed when it could not hand the file over.
  const downloadFailed = new URL(request.url).searchParams.get("download") === "failed";
  try {
    const { order, invoice } = await invoiceForVisitor(request, params.orderNumber);
    return {
      order,
      invoice,
      seller: await getSellerDetails(),
      error: null,
      notice: downloadFailed ? INVOICE_MESSAGES.downloadFailed : null,
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = error.code === "NOT_FOUND" ? 404 : 409;
    return data({ order: null, invoice: null, seller: null, error: error.message, notice: null }, { status });
  }
}

/** "Email invoice": the confirmation e-mail again, with the PDF attached, to the order's address. */
export async function action({ request, params }: Route.ActionArgs) {
  try {
    const { order, invoice } = await invoiceForVisitor(request, params.orderNumber);
    await sendInvoiceEmail(order, invoice);
    return { ok: true, message: INVOICE_EMAIL_MESSAGES.sent };
  } catch (error) {
    if (error instanceof AppError)
      return data({ ok: false, message: error.message }, { status: error.code === "NOT_FOUND" ? 404 : 409 });
    log.error(`e-mailing the invoice of order ${params.orderNumber} failed`, error);
    return data({ ok: false, message: INVOICE_EMAIL_MESSAGES.failed }, { status: 503 });
  }
}

const rate = (bp: number) => `${bp / 100}%`;

export default function InvoicePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const formatInr = useFormatInr();
  const { order, invoice, seller } = loaderData;
  const busy = useNavigation().state !== "idle";
  if (!order || !invoice || !seller) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-serif text-3xl text-maroon-800">Invoice</h1>
        <p role="alert" className="mt-4 text-stone-700">
          {loaderData.error === "Order not found" ? "Order Not Found" : loaderData.error}
        </p>
        <Link to={`/order/${params.orderNumber}`} className="mt-8 inline-block underline">
          Back to the order
        </Link>
      </section>
    );
  }
  const intra = order.cgstAmount + order.sgstAmount > 0;
  const buyer = order.billingAddress ?? order.shippingAddress;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold text-maroon-800">Tax Invoice</h1>
        <div className="flex flex-wrap gap-3">
          {/* No download attribute: a failure must be able to come back to this page with its message. */}
          <a
            href={`/order/${order.orderNumber}/invoice.pdf`}
            className="rounded-full bg-maroon-800 px-5 py-2 font-semibold text-white hover:bg-maroon-900"
          >
            Download PDF
          </a>
          <Form method="post">
            <button
              disabled={busy}
              className="rounded-full border border-maroon-800 px-5 py-2 font-semibold text-maroon-800 disabled:opacity-60"
            >
              {busy ? "Sending..." : "Email invoice"}
            </button>
          </Form>
        </div>
      </div>
      {(actionData ?? loaderData.notice) && (
        <Notice kind={actionData?.ok ? "success" : "error"} className="mt-4">
          {actionData?.message ?? loaderData.notice}
        </Notice>
      )}
      <div className="mt-6 grid gap-6 rounded-xl border border-stone-200 bg-white p-6 text-sm sm:grid-cols-2">
        <div>
          <p className="font-semibold">{seller.legalName}</p>
          <p className="text-stone-700">{seller.address}</p>
          <p className="text-stone-700">GSTIN: {seller.gstin}</p>
        </div>
        <dl className="space-y-1">
          <div>
            <dt className="inline font-medium">Invoice number: </dt>
            <dd className="inline">{invoice.invoiceNumber}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Invoice date: </dt>
            <dd className="inline">{formatDate(invoice.issueDate)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Due date: </dt>
            <dd className="inline">{formatDate(invoice.dueDate)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Order: </dt>
            <dd className="inline">
              <Link to={`/order/${order.orderNumber}`} className="underline">
                {order.orderNumber}
              </Link>
            </dd>
          </div>
        </dl>
        <div>
          <p className="font-semibold">Bill to</p>
          <p className="text-stone-700">
            {buyer.fullName}, {buyer.addressLine1}, {buyer.city}, {buyer.state} {buyer.postalCode}
          </p>
        </div>
        <div>
          <p className="font-semibold">Ship to</p>
          <p className="text-stone-700">
            {order.shippingAddress.fullName}, {order.shippingAddress.addressLine1},{" "}
            {order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.postalCode}
          </p>
          <p className="text-stone-700">Place of supply: {order.shippingAddress.state}</p>
        </div>
      </div>
      <div
        className="mt-6 overflow-x-auto rounded-xl border border-stone-200 bg-white"
        role="region"
        aria-label="Invoice items"
        tabIndex={0}
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-50">
            <tr>
              <th className="p-3">Item</th>
              <th className="p-3">HSN</th>
              <th className="p-3 text-right">Qty</th>
              <th className="p-3 text-right">Taxable value</th>
              <th className="p-3 text-right">{intra ? "CGST + SGST" : "IGST"}</th>
              <th className="p-3 text-right">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, i) => (
              <tr key={`${item.productSku}-${i}`} className="border-t border-stone-200">
                <td className="p-3">
                  {item.productName}
                  <span className="block text-xs text-stone-600">SKU {item.productSku}</span>
                </td>
                <td className="p-3">{item.hsnCode ?? "—"}</td>
                <td className="p-3 text-right">
                  {item.quantity} {item.uqc}
                </td>
                <td className="p-3 text-right">{formatInr(item.taxableValue)}</td>
                <td className="p-3 text-right">
                  {formatInr(item.taxAmount)}{" "}
                  <span className="text-xs text-stone-600">({rate(item.gstRateBp)})</span>
                </td>
                <td className="p-3 text-right">{formatInr(item.taxableValue + item.taxAmount)}</td>
              </tr>
            ))}
            {order.shippingCost > 0 && (
              <tr className="border-t border-stone-200">
                <td className="p-3">
                  Shipping
                  <span className="block text-xs text-stone-600">Taxed at the goods&apos; highest rate</span>
                </td>
                <td className="p-3">—</td>
                <td className="p-3 text-right">—</td>
                <td className="p-3 text-right">{formatInr(order.shippingTaxableValue)}</td>
                <td className="p-3 text-right">
                  {formatInr(order.shippingTaxAmount)}{" "}
                  <span className="text-xs text-stone-600">({rate(order.shippingGstRateBp)})</span>
                </td>
                <td className="p-3 text-right">{formatInr(order.shippingCost)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="mt-6 ml-auto max-w-sm rounded-xl border border-stone-200 bg-white p-5">
        <OrderTotals totals={order} />
      </div>
    </div>
  );
}
