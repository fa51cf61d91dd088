import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { formatDateTime } from "../../../../lib/date-format";
import { formatIndianNumber } from "../../../../lib/money";
import { AdminTable } from "../admin-table";
import { Card } from "../form-fields";
import { CampaignProgress } from "./campaign-progress";

export interface CampaignReportView {
  status: string;
  audienceLabel: string;
  totalCount: number;
  sentCount: number;
  failedCount: number;
  startedAt: string | null;
  finishedAt: string | null;
  ratePerMinute: number;
  /** The mail server's answer while sending waits to retry. */
  pause: string | null;
  failures: { email: string; error: string | null }[];
  /** The sanitised message, as subscribers see it. */
  previewHtml: string;
  preheader: string | null;
}

const REFRESH_MS = 3000;

/** A campaign after it started: live progress while sending, then what happened, and the message itself. */
export function CampaignReport({ view }: { view: CampaignReportView }) {
  const { revalidate, state } = useRevalidator();
  const sending = view.status === "sending";
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(() => {
      if (state === "idle" && document.visibilityState === "visible") void revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [sending, revalidate, state]);
  const notSent = view.totalCount - view.sentCount - view.failedCount;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-4">
        <Card title="Progress">
          <CampaignProgress counts={view} label="Campaign progress" />
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-stone-600">Sent to</dt>
              <dd>{view.audienceLabel}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Started</dt>
              <dd>{formatDateTime(view.startedAt) || "-"}</dd>
            </div>
            <div>
              <dt className="text-stone-600">{view.status === "cancelled" ? "Stopped" : "Finished"}</dt>
              <dd>{formatDateTime(view.finishedAt) || (sending ? "Still sending" : "-")}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Rate</dt>
              <dd>{formatIndianNumber(view.ratePerMinute)} messages a minute</dd>
            </div>
          </dl>
          {sending && view.pause && (
            <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Paused: the mail server did not take the last message ({view.pause}). Sending tries again every
              minute.
            </p>
          )}
          {view.status === "cancelled" && notSent > 0 && (
            <p className="text-sm text-stone-700">
              {formatIndianNumber(notSent)} {notSent === 1 ? "subscriber was" : "subscribers were"} not sent
              this campaign because sending was cancelled.
            </p>
          )}
        </Card>
        <Card title="Message">
          {view.preheader && <p className="text-sm text-stone-600">Preview text: {view.preheader}</p>}
          <div
            className="max-w-none leading-relaxed text-stone-800 [&_a]:text-maroon-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-saffron-500 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: view.previewHtml }}
          />
        </Card>
      </div>
      <div className="space-y-4">
        <Card title="Failed">
          {view.failures.length === 0 ? (
            <p className="text-sm text-stone-600">No message has failed.</p>
          ) : (
            <>
              <AdminTable caption="Failed deliveries">
                <thead>
                  <tr>
                    <th scope="col">E-mail</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {view.failures.map((f) => (
                    <tr key={f.email}>
                      <td className="break-all font-medium">{f.email}</td>
                      <td data-label="Reason" className="break-words">
                        {f.error ?? "Unknown"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </AdminTable>
              {view.failedCount > view.failures.length && (
                <p className="text-sm text-stone-600">
                  The first {view.failures.length} of {formatIndianNumber(view.failedCount)}, by address.
                </p>
              )}
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
