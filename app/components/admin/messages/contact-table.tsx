import { Link } from "../../link";
import { formatDateTime } from "../../../../lib/date-format";
import { AdminTable } from "../admin-table";
import { ContactStatusBadge } from "./badges";

export interface ContactRow {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  snippet: string;
  status: string;
  createdAt: string;
}

/** The inbox: who wrote, about what, its status and when; a new message stands out in bold. */
export function ContactTable({ messages }: { messages: ContactRow[] }) {
  return (
    <AdminTable caption="Contact messages">
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">Message</th>
          <th scope="col">Status</th>
          <th scope="col">Received</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((m) => {
          const unread = m.status === "new";
          return (
            <tr key={m.id} className={unread ? "bg-sky-50/50" : undefined}>
              <td className={unread ? "font-semibold" : "font-medium"}>
                <div className="min-w-0">
                  <Link to={`/admin/messages/${m.id}`} className="text-maroon-800 underline">
                    {m.name}
                    {unread && <span className="sr-only"> (new)</span>}
                  </Link>
                  <span className="block break-all text-xs font-normal text-stone-500">{m.email}</span>
                </div>
              </td>
              <td data-label="Message">
                <div className="min-w-0 text-right sm:max-w-md sm:text-left">
                  <span className={`block break-words ${unread ? "font-semibold" : ""}`}>
                    {m.subject ?? "No subject"}
                  </span>
                  <span className="line-clamp-2 block break-words text-xs text-stone-600">{m.snippet}</span>
                </div>
              </td>
              <td data-label="Status">
                <ContactStatusBadge status={m.status} />
              </td>
              <td data-label="Received" className="whitespace-nowrap">
                {formatDateTime(m.createdAt)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
