import { AppError } from "../../errors";
import { CAMPAIGN_MESSAGES } from "../../../lib/newsletter-campaign";
import { sendMailNow } from "../mail/service";
import { getCampaign, unsubscribeTokenOf } from "./admin-campaigns";
import { renderCampaign } from "./campaign-email";
import { shopName } from "./email-layout";

export type TestSendResult =
  { ok: true; stored: boolean; to: string } | { ok: false; to: string; error: string };

/**
 * Sends the saved campaign, marked as a test, to the member of staff asking for it, right away. If they
 * are a subscriber their copy carries their own links and headers, as every subscriber's does.
 */
export async function sendCampaignTest(actor: { email: string }, id: string): Promise<TestSendResult> {
  const campaign = await getCampaign(id);
  if (!campaign) throw new AppError("NOT_FOUND", CAMPAIGN_MESSAGES.notFound);
  const token = await unsubscribeTokenOf(actor.email);
  const message = renderCampaign(await shopName(), campaign, token);
  const outcome = await sendMailNow({
    to: actor.email,
    ...message,
    subject: `[Test] ${message.subject}`,
    template: "newsletter_campaign_test",
  });
  if (outcome.status === "sent" || outcome.status === "stored")
    return { ok: true, stored: outcome.status === "stored", to: actor.email };
  return { ok: false, to: actor.email, error: outcome.status === "failed" ? outcome.error : "unknown" };
}
