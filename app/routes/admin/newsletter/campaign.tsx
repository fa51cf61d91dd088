import { useState } from "react";
import { data, Form } from "react-router";
import { CAMPAIGN_MESSAGES, PREFERENCE_LABELS } from "../../../../lib/newsletter-campaign";
import type { PreferenceKey } from "../../../../lib/newsletter-messages";
import { requireStaff } from "../../../../server/http/guards";
import {
  audienceCounts,
  campaignFailures,
  campaignPause,
  getCampaign,
  sendRatePerMinute,
  STALLED_MS,
} from "../../../../server/modules/newsletter/service";
import { sanitizeHtml } from "../../../../server/sanitize-html";
import { ConfirmButton } from "../../../components/admin/confirm-dialog";
import { CampaignStatusBadge } from "../../../components/admin/newsletter/campaign-badges";
import { CampaignForm } from "../../../components/admin/newsletter/campaign-form";
import { CampaignReport } from "../../../components/admin/newsletter/campaign-report";
import { CampaignSendCard } from "../../../components/admin/newsletter/campaign-send-card";
import { PageHeader, secondaryAction } from "../../../components/admin/page-header";
import { campaignAction } from "./campaign-actions.server";
import type { Route } from "./+types/campaign";

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.campaign ? page.campaign.subject : "New campaign"} | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Newsletter", to: "/admin/newsletter" },
    { label: "Campaigns", to: "/admin/newsletter/campaigns" },
    { label: "Campaign" },
  ],
};

/** A campaign that has not moved for this long may be paused by its mail server: worth asking why. */
const PAUSE_CHECK_AFTER_MS = 30_000;

const labelOf = (preference: string) => PREFERENCE_LABELS[preference as PreferenceKey] ?? preference;

/** One module for /admin/newsletter/campaigns/new and /admin/newsletter/campaigns/:id. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, "content");
  const found = params.id ? await getCampaign(params.id) : null;
  if (params.id && !found) throw data({ message: CAMPAIGN_MESSAGES.notFound }, { status: 404 });
  const started = found && found.status !== "draft";
  // While sending, the page reloads every few seconds: only what a report shows is read then.
  const quiet = started && Date.now() - found.updatedAt.getTime() > PAUSE_CHECK_AFTER_MS;
  const [audience, ratePerMinute, failures, pause] = await Promise.all([
    started ? null : audienceCounts(),
    sendRatePerMinute(),
    started ? campaignFailures(found.id) : [],
    started && found.status === "sending" && quiet ? campaignPause(found.id) : null,
  ]);
  return {
    audience,
    ratePerMinute,
    testTo: user.email,
    campaign: found && {
      id: found.id,
      subject: found.subject,
      status: found.status,
      version: found.updatedAt.toISOString(),
      values: {
        subject: found.subject,
        preheader: found.preheader ?? "",
        preference: found.preference,
        body: found.bodyHtml,
      },
      stalled: found.status === "sending" && Date.now() - found.updatedAt.getTime() >= STALLED_MS,
    },
    report: started
      ? {
          status: found.status,
          audienceLabel: labelOf(found.preference),
          totalCount: found.totalCount,
          sentCount: found.sentCount,
          failedCount: found.failedCount,
          startedAt: found.startedAt?.toISOString() ?? null,
          finishedAt: found.finishedAt?.toISOString() ?? null,
          ratePerMinute,
          pause,
          failures,
          previewHtml: sanitizeHtml(found.bodyHtml),
          preheader: found.preheader,
        }
      : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  return campaignAction(request, user, params.id);
}

export default function CampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, report, audience, ratePerMinute, testTo } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const [dirty, setDirty] = useState(false);
  const draft = !campaign || campaign.status === "draft";
  return (
    <div>
      <PageHeader
        title={campaign ? campaign.subject : "New campaign"}
        badges={campaign && <CampaignStatusBadge status={campaign.status} />}
        actions={
          campaign?.status === "sending" && (
            <Form method="post" className="flex flex-wrap gap-2">
              {campaign.stalled && (
                <button type="submit" name="intent" value="resume" className={secondaryAction}>
                  Resume sending
                </button>
              )}
              <ConfirmButton
                title={`Stop sending “${campaign.subject}”?`}
                message="Nobody else receives it. Messages already sent stay sent, and a cancelled campaign cannot be restarted."
                confirmLabel="Stop sending"
                name="intent"
                value="cancel"
              >
                Cancel sending
              </ConfirmButton>
            </Form>
          )
        }
      />
      {draft ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <CampaignForm
              key={campaign?.version ?? "new"}
              saved={campaign && { id: campaign.id, version: campaign.version, values: campaign.values }}
              audience={audience ?? { weekly_newsletter: 0, promotions: 0, new_arrivals: 0 }}
              serverError={failure?.error ?? null}
              serverFieldErrors={failure?.fieldErrors ?? {}}
              onDirtyChange={setDirty}
            />
          </div>
          <div className="space-y-4">
            {campaign ? (
              <CampaignSendCard
                subject={campaign.subject}
                version={campaign.version}
                audienceLabel={labelOf(campaign.values.preference)}
                audience={audience?.[campaign.values.preference as PreferenceKey] ?? 0}
                ratePerMinute={ratePerMinute}
                testTo={testTo}
                dirty={dirty}
              />
            ) : (
              <p className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-700">
                Create the campaign first; then you can send yourself a test and send it to subscribers.
              </p>
            )}
          </div>
        </div>
      ) : (
        <>
          {failure && (
            <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              {failure.error}
            </p>
          )}
          {report && <CampaignReport view={report} />}
        </>
      )}
    </div>
  );
}
