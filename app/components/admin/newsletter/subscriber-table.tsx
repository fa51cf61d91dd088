import { formatDate } from "../../../../lib/date-format";
import { PREFERENCE_FIELDS, type Preferences } from "../../../../lib/newsletter-messages";
import { AdminTable } from "../admin-table";
import { Badge } from "../badge";

export interface SubscriberRow {
  id: string;
  email: string;
  fullName: string | null;
  source: string;
  preferences: Preferences;
  isActive: boolean;
  isVerified: boolean;
  subscriptionDate: string;
}

/** Subscribers with their status and choices; cards on a phone. */
export function SubscriberTable({ rows }: { rows: SubscriberRow[] }) {
  return (
    <AdminTable caption="Subscribers">
      <thead>
        <tr>
          <th scope="col">E-mail</th>
          <th scope="col">Status</th>
          <th scope="col">Receives</th>
          <th scope="col">Source</th>
          <th scope="col">Subscribed</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => {
          const chosen = PREFERENCE_FIELDS.filter((f) => s.preferences[f.key]).map((f) => f.label);
          return (
            <tr key={s.id}>
              <td className="font-medium">
                <div className="min-w-0 break-all">
                  {s.email}
                  {s.fullName && (
                    <span className="block text-xs font-normal text-stone-500">{s.fullName}</span>
                  )}
                </div>
              </td>
              <td data-label="Status">
                <span className="inline-flex flex-wrap gap-1">
                  <Badge tone={s.isActive ? "green" : "grey"}>{s.isActive ? "Active" : "Unsubscribed"}</Badge>
                  {s.isActive && !s.isVerified && <Badge tone="amber">Not confirmed</Badge>}
                </span>
              </td>
              <td data-label="Receives">{chosen.length > 0 ? chosen.join(", ") : "Nothing"}</td>
              <td data-label="Source">{s.source}</td>
              <td data-label="Subscribed">{formatDate(s.subscriptionDate)}</td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
