import { formatDateTime } from "../../../../../lib/date-format";
import { Badge } from "../../badge";
import { orderStatusLabel, paymentStatusLabel } from "../order-labels";
import type { OrderPageEmail, OrderPageHistory } from "./types";

const change = (h: OrderPageHistory) => {
  const label = h.field === "payment_status" ? paymentStatusLabel : orderStatusLabel;
  const what = h.field === "payment_status" ? "Payment" : "Order";
  return h.fromValue
    ? `${what}: ${label(h.fromValue)} → ${label(h.toValue)}`
    : `${what}: ${label(h.toValue)}`;
};

/** What happened to the order, oldest first, from its status history. */
export function OrderTimeline({ history, placedAt }: { history: OrderPageHistory[]; placedAt: string }) {
  return (
    <section aria-labelledby="order-timeline" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="order-timeline" className="mb-3 font-semibold text-stone-900">
        Timeline
      </h2>
      <ol className="space-y-3 border-l border-stone-200 pl-4 text-sm">
        <li>
          <p className="font-medium">Order placed</p>
          <p className="text-xs text-stone-600">{formatDateTime(placedAt)}</p>
        </li>
        {history.map((h) => (
          <li key={h.id}>
            <p className="font-medium">{change(h)}</p>
            {h.note && <p className="break-words text-stone-700">{h.note}</p>}
            <p className="text-xs text-stone-600">
              {formatDateTime(h.createdAt)}
              {h.actor ? ` · ${h.actor}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const MAIL_TONES = { sent: "green", stored: "green", queued: "amber", failed: "red" } as const;
const MAIL_LABELS = { sent: "Sent", stored: "Kept in outbox", queued: "Queued", failed: "Failed" } as const;

/** Every e-mail sent for the order, with its delivery status. */
export function OrderEmails({ emails }: { emails: OrderPageEmail[] }) {
  return (
    <section aria-labelledby="order-emails" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="order-emails" className="mb-3 font-semibold text-stone-900">
        E-mails
      </h2>
      {emails.length === 0 ? (
        <p className="text-sm text-stone-600">No e-mail has been sent for this order.</p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm">
          {emails.map((mail) => {
            const status = mail.status as keyof typeof MAIL_TONES;
            return (
              <li key={mail.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="block font-medium break-words">{mail.subject}</span>
                  <span className="block text-xs break-all text-stone-600">
                    To {mail.to} · {formatDateTime(mail.sentAt ?? mail.createdAt)}
                  </span>
                  {mail.error && status === "failed" && (
                    <span className="block text-xs break-words text-red-700">{mail.error}</span>
                  )}
                </span>
                <Badge tone={MAIL_TONES[status] ?? "grey"}>{MAIL_LABELS[status] ?? mail.status}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
