import { Form } from "react-router";
import { Link } from "../../../link";
import { formatDateTime } from "../../../../../lib/date-format";
import { formatInr } from "../../../../../lib/money";
import { Badge } from "../../badge";
import { Card } from "../../form-fields";
import { secondaryAction } from "../../page-header";
import { methodLabel } from "../order-labels";

interface Address {
  fullName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

function AddressLines({ address }: { address: Address }) {
  return (
    <address className="text-sm not-italic break-words">
      {address.fullName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.postalCode}
      <br />
      {address.country}
    </address>
  );
}

export function CustomerCard({
  customer,
  shipping,
  billing,
  customerNotes,
  business,
}: {
  customer: { id: string; name: string; email: string } | null;
  shipping: Address;
  billing: Address | null;
  customerNotes: string | null;
  business: { gstin: string; name: string } | null;
}) {
  return (
    <Card title="Customer">
      <div className="text-sm">
        {customer ? (
          <Link to={`/admin/users/${customer.id}`} className="font-medium underline">
            {customer.name}
          </Link>
        ) : (
          <span className="font-medium">{shipping.fullName} (guest)</span>
        )}
        <a href={`mailto:${shipping.email}`} className="block break-all underline">
          {shipping.email}
        </a>
        <a href={`tel:${shipping.phone}`} className="block underline">
          {shipping.phone}
        </a>
      </div>
      {business && (
        <div className="text-sm">
          <h3 className="mb-1 font-semibold">Business (B2B invoice)</h3>
          <p>{business.name}</p>
          <p className="font-mono">GSTIN {business.gstin}</p>
        </div>
      )}
      <div>
        <h3 className="mb-1 text-sm font-semibold">Ship to</h3>
        <AddressLines address={shipping} />
      </div>
      {billing && (
        <div>
          <h3 className="mb-1 text-sm font-semibold">Bill to</h3>
          <AddressLines address={billing} />
        </div>
      )}
      {customerNotes && (
        <div>
          <h3 className="mb-1 text-sm font-semibold">Customer's note</h3>
          <p className="text-sm break-words whitespace-pre-line">{customerNotes}</p>
        </div>
      )}
    </Card>
  );
}

interface PaymentRow {
  id: string;
  provider: string;
  providerOrderId: string | null;
  providerPaymentId: string;
  amount: number;
  status: string;
  method: string | null;
  createdAt: string;
}

interface RefundRow {
  id: string;
  amount: number;
  status: string;
  reason: string | null;
  providerRefundId: string | null;
  createdBy: string | null;
  createdAt: string;
}

const REFUND_TONES = { processed: "grey", pending: "amber", failed: "red" } as const;

export function PaymentsCard({
  method,
  payments,
  refunds,
}: {
  method: string;
  payments: PaymentRow[];
  refunds: RefundRow[];
}) {
  return (
    <Card title="Payments">
      <p className="text-sm">{methodLabel(method)}</p>
      {payments.length === 0 ? (
        <p className="text-sm text-stone-600">No payment has been recorded.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {payments.map((p) => (
            <li key={p.id}>
              <span className="flex flex-wrap items-center gap-2">
                {formatInr(p.amount)}{" "}
                <Badge tone={p.status === "captured" ? "green" : p.status === "failed" ? "red" : "amber"}>
                  {p.status}
                </Badge>
              </span>
              <span className="block text-xs break-all text-stone-600">
                {p.provider === "cod" ? "Cash collected" : `${p.provider} ${p.providerPaymentId}`}
                {p.providerOrderId ? ` · ${p.providerOrderId}` : ""}
                {p.provider === "cod" && p.providerPaymentId ? ` · ref. ${p.providerPaymentId}` : ""}
                {p.method ? ` · ${p.method}` : ""} · {formatDateTime(p.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {refunds.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-semibold">Refunds</h3>
          <ul className="space-y-2 text-sm">
            {refunds.map((r) => (
              <li key={r.id}>
                <span className="flex flex-wrap items-center gap-2">
                  {formatInr(r.amount)}
                  <Badge tone={REFUND_TONES[r.status as keyof typeof REFUND_TONES] ?? "grey"}>
                    {r.status}
                  </Badge>
                </span>
                <span className="block text-xs break-words text-stone-600">
                  {r.reason ?? ""}
                  {r.providerRefundId ? ` · ${r.providerRefundId}` : ""}
                  {r.createdBy ? ` · by ${r.createdBy}` : ""} · {formatDateTime(r.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

/** Print and send the order's papers again. */
export function DocumentsCard({
  orderNumber,
  invoice,
  creditNotes,
  busy,
}: {
  orderNumber: string;
  invoice: { invoiceNumber: string; issueDate: string } | null;
  creditNotes: { creditNoteNumber: string; totalAmount: number }[];
  busy: boolean;
}) {
  return (
    <Card title="Documents">
      <ul className="space-y-2 text-sm">
        <li>
          <a
            href={`/admin/orders/${orderNumber}/packing-slip.pdf`}
            target="_blank"
            rel="noreferrer"
            className="underline"
          >
            Packing slip (PDF)
          </a>
        </li>
        <li>
          {invoice ? (
            <a
              href={`/order/${orderNumber}/invoice.pdf`}
              target="_blank"
              rel="noreferrer"
              className="underline"
            >
              Invoice {invoice.invoiceNumber} (PDF)
            </a>
          ) : (
            <span className="text-stone-600">No invoice yet.</span>
          )}
        </li>
        {creditNotes.map((note) => (
          <li key={note.creditNoteNumber}>
            <a
              href={`/order/${orderNumber}/credit-note/${note.creditNoteNumber}`}
              target="_blank"
              rel="noreferrer"
              className="underline"
            >
              Credit note {note.creditNoteNumber} (PDF)
            </a>{" "}
            <span className="text-stone-600">{formatInr(note.totalAmount)}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="resend-confirmation" />
          <button type="submit" disabled={busy} className={secondaryAction}>
            Resend confirmation
          </button>
        </Form>
        {invoice && (
          <Form method="post">
            <input type="hidden" name="intent" value="resend-invoice" />
            <button type="submit" disabled={busy} className={secondaryAction}>
              E-mail the invoice
            </button>
          </Form>
        )}
      </div>
    </Card>
  );
}
