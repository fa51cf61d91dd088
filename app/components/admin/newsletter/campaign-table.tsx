import { Link } from "../../link";
import { formatDateTime } from "../../../../lib/date-format";
import { formatIndianNumber } from "../../../../lib/money";
import { PREFERENCE_LABELS } from "../../../../lib/newsletter-campaign";
import type { PreferenceKey } from "../../../../lib/newsletter-messages";
import { AdminTable } from "../admin-table";
import { CampaignStatusBadge } from "./campaign-badges";

export interface CampaignRow {
  id: string;
  subject: string;
  preference: string;
  status: string;
  totalCount: number;
  sentCount: number;
  failedCount: number;
  createdAt: string;
  startedAt: string | null;
}

function progress(c: CampaignRow): string {
  if (c.status === "draft") return "Not sent yet";
  const failed = c.failedCount > 0 ? `, ${formatIndianNumber(c.failedCount)} failed` : "";
  return `${formatIndianNumber(c.sentCount)} of ${formatIndianNumber(c.totalCount)} sent${failed}`;
}

/** Campaigns with their audience, status and counts; cards on a phone. */
export function CampaignTable({ rows }: { rows: CampaignRow[] }) {
  return (
    <AdminTable caption="Campaigns">
      <thead>
        <tr>
          <th scope="col">Subject</th>
          <th scope="col">Sent to</th>
          <th scope="col">Status</th>
          <th scope="col">Progress</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id}>
            <td className="font-medium">
              <Link
                to={`/admin/newsletter/campaigns/${c.id}`}
                className="break-words text-maroon-800 underline"
              >
                {c.subject}
              </Link>
            </td>
            <td data-label="Sent to">{PREFERENCE_LABELS[c.preference as PreferenceKey] ?? c.preference}</td>
            <td data-label="Status">
              <CampaignStatusBadge status={c.status} />
            </td>
            <td data-label="Progress">{progress(c)}</td>
            <td data-label="Date">
              {c.startedAt
                ? `${c.status === "sent" ? "Sent" : "Started"} ${formatDateTime(c.startedAt)}`
                : `Created ${formatDateTime(c.createdAt)}`}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
