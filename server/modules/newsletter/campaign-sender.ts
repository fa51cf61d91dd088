import { eq } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { log } from "../../log";
import { enqueueJob, registerJob } from "../jobs/service";
import { sendMailNow } from "../mail/service";
import {
  abandonedClaims,
  type ClaimedDelivery,
  claimNext,
  finishIfDone,
  release,
  settle,
  skip,
} from "./campaign-deliveries";
import { type CampaignContent, renderCampaign } from "./campaign-email";
import { shopName } from "./email-layout";
import { newsletterCampaigns } from "./schema";
import { pacing, sendRatePerMinute } from "./send-rate";

export const SEND_JOB = "newsletter.send";
/** A run that finds the mail server unreachable waits this long before the next try. */
export const RETRY_PAUSE_MS = 60_000;
export const IN_DOUBT_ERROR =
  "Sending was interrupted while this message was being handed to the mail server, so it may or may not have arrived. It is not sent again, so that nobody receives the campaign twice.";

interface RunPayload {
  campaignId: string;
  run: number;
}

/**
 * Queues run `run` of a campaign's sending. Each run queues the next one, under a key of its own, so a
 * run retried after a crash cannot start a second chain. Pass the caller's transaction to start.
 */
export async function queueSendRun(campaignId: string, run: number, runAt = new Date(), db?: Database) {
  await enqueueJob(SEND_JOB, { campaignId, run } satisfies RunPayload, {
    db,
    runAt,
    uniqueKey: `${SEND_JOB}:${campaignId}:${run}`,
  });
}

type Result = "done" | "retry-later";

/**
 * Hands one claimed delivery to the mail server at most once. The outbox message's key is the
 * campaign and subscriber, so a delivery left 'sending' by a crash is settled from what the outbox
 * knows: never handed over (sent now), handed over (recorded), or cut off mid-hand-off (failed,
 * in doubt, never repeated).
 */
async function deliver(
  campaignId: string,
  campaign: CampaignContent,
  shop: string,
  delivery: ClaimedDelivery,
): Promise<Result> {
  if (!delivery.eligible) {
    await skip(delivery.id);
    return "done";
  }
  const message = renderCampaign(shop, campaign, delivery.unsubscribeToken);
  const outcome = await sendMailNow({
    to: delivery.email,
    ...message,
    template: "newsletter_campaign",
    dedupeKey: `newsletter_campaign:${campaignId}:${delivery.subscriberId}`,
  });
  if (outcome.status === "failed") {
    if (outcome.retryable) {
      await release(delivery.id, outcome.error);
      return "retry-later";
    }
    await settle(delivery.id, "failed", outcome.error);
  } else if (outcome.status === "in-doubt") await settle(delivery.id, "failed", IN_DOUBT_ERROR);
  else await settle(delivery.id, "sent");
  return "done";
}

/**
 * One run of a campaign's job: settles what a stopped run left in flight, sends the next batch at the
 * configured rate, then queues the next run or marks the campaign sent. A cancelled campaign stops here.
 */
export async function runCampaignBatch({ campaignId, run }: RunPayload): Promise<void> {
  const started = Date.now();
  const [campaign] = await getDb()
    .select()
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, campaignId));
  if (campaign?.status !== "sending") return;
  const { batch, intervalMs } = pacing(await sendRatePerMinute());
  const shop = await shopName();
  let result: Result = "done";
  let handed = 0;
  for (const delivery of await abandonedClaims(campaignId, campaign.preference)) {
    result = await deliver(campaignId, campaign, shop, delivery);
    handed++;
    if (result === "retry-later") break;
  }
  // Skipped rows cost no sending, but a run still stops after a bounded amount of work.
  for (let steps = 0; result === "done" && handed < batch && steps < batch * 4; steps++) {
    const delivery = await claimNext(campaignId, campaign.preference);
    if (!delivery) break;
    result = await deliver(campaignId, campaign, shop, delivery);
    if (delivery.eligible) handed++;
  }
  if (await finishIfDone(campaignId)) return;
  const wait = result === "retry-later" ? RETRY_PAUSE_MS : Math.max(0, started + intervalMs - Date.now());
  await queueSendRun(campaignId, run + 1, new Date(Date.now() + wait));
}

export function registerNewsletterJobs(): void {
  registerJob(SEND_JOB, (payload) => runCampaignBatch(payload as RunPayload), {
    maxAttempts: 10,
    onGiveUp: async (payload) => {
      log.error(
        `newsletter campaign ${(payload as RunPayload).campaignId} stopped sending after repeated errors; ` +
          "open it in the back office and choose Resume sending",
      );
    },
  });
}
