import { Link } from "../../link";
import { formatDateTime } from "../../../../lib/date-format";
import { templateLabel } from "../../../../lib/mail-outbox";
import { AdminTable } from "../admin-table";
import { MailStatusBadge } from "./badges";

export interface MailRow {
  id: string;
  to: string;
  subject: string;
  template: string | null;
  status: string;
  attempts: number;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The outbox: to whom, what, its status (with the error of a failed one) and when. */
export function MailTable({ mails }: { mails: MailRow[] }) {
  return (
    <AdminTable caption="E-mails">
      <thead>
        <tr>
          <th scope="col">Subject</th>
          <th scope="col">To</th>
          <th scope="col">Template</th>
          <th scope="col">Status</th>
          <th scope="col">Queued</th>
        </tr>
      </thead>
      <tbody>
        {mails.map((m) => (
          <tr key={m.id}>
            <td className="font-medium">
              <div className="min-w-0 sm:max-w-sm">
                <Link to={`/admin/emails/${m.id}`} className="break-words text-maroon-800 underline">
                  {m.subject}
                </Link>
                {m.status === "failed" && m.error && (
                  <span className="line-clamp-2 block break-words text-xs font-normal text-red-700">
                    {m.error}
                  </span>
                )}
              </div>
            </td>
            <td data-label="To">
              <span className="min-w-0 break-all text-right sm:text-left">{m.to}</span>
            </td>
            <td data-label="Template">{templateLabel(m.template)}</td>
            <td data-label="Status">
              <MailStatusBadge status={m.status} />
            </td>
            <td data-label="Queued" className="whitespace-nowrap">
              {formatDateTime(m.createdAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
