import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createSubscriber, drainCampaignJobs } from "../../../tests/fixtures/newsletter";
import { startSmtpReceiver } from "../../../tests/fakes/smtp-receiver";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { runDueJobs } from "../jobs/service";
import { setMailTransport } from "../mail/service";
import { smtpTransport } from "../mail/transport";
import { IN_DOUBT_ERROR } from "./campaign-sender";
import { createCampaign, getCampaign, startCampaign } from "./service";

withTestDatabase();

let actor = { id: "", email: "owner@example.com" };
beforeAll(async () => {
  actor = { id: (await registeredAccount(actor.email, "admin")).userId, email: actor.email };
  await runDueJobs();
});

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const EMAILS = ["a@example.com", "b@example.com", "c@example.com", "d@example.com", "e@example.com"];

beforeEach(async () => {
  smtp = await startSmtpReceiver();
  setMailTransport(smtpTransport(smtp.url));
  await getDb().delete(t.subscribers);
  for (const email of EMAILS) await createSubscriber({ email });
});
afterEach(async () => {
  setMailTransport(undefined);
  await smtp.close();
});

async function started() {
  const campaign = await createCampaign(actor, {
    subject: "Navratri colours",
    preference: "weekly_newsletter",
    body: "<p>Nine nights, nine colours.</p>",
  });
  await startCampaign(actor, campaign.id, campaign.updatedAt.toISOString());
  return campaign.id;
}

const recipients = () => smtp.received.map((m) => m.to[0]).sort();
const subscriberId = async (email: string) =>
  (await getDb().select().from(t.subscribers).where(eq(t.subscribers.email, email)))[0].id;
const deliveryOf = async (campaignId: string, email: string) =>
  (
    await getDb()
      .select()
      .from(t.campaignDeliveries)
      .where(
        and(
          eq(t.campaignDeliveries.campaignId, campaignId),
          eq(t.campaignDeliveries.subscriberId, await subscriberId(email)),
        ),
      )
  )[0];

describe("a campaign's sending after a crash", () => {
  it("resumes without sending anyone the campaign twice when the process died mid-hand-off", async () => {
    const real = smtpTransport(smtp.url);
    let calls = 0;
    let wakeUp: (error: Error) => void = () => undefined;
    // The third message reaches the mail server, then the process freezes before hearing back.
    setMailTransport({
      kind: "smtp",
      send: async (mail) => {
        const id = await real.send(mail);
        if (++calls === 3) await new Promise((_, reject) => (wakeUp = reject));
        return id;
      },
    });
    const campaignId = await started();
    const stopped = runDueJobs();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(3), { timeout: 10_000 });
    const frozen = smtp.received[2].to[0];

    // A restart: the stopped run's job lock expires and another worker takes the campaign over.
    setMailTransport(real);
    await getDb()
      .update(t.jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(t.jobs.type, "newsletter.send"), eq(t.jobs.status, "running")));
    await drainCampaignJobs();
    expect(recipients()).toEqual(EMAILS);
    expect(await getCampaign(campaignId)).toMatchObject({ status: "sent", sentCount: 4, failedCount: 1 });
    // Its outcome is unknown (it did arrive here), so it is counted failed and never repeated.
    expect(await deliveryOf(campaignId, frozen)).toMatchObject({ status: "failed", error: IN_DOUBT_ERROR });

    // The frozen run wakes up at last: it finds its work done by the other and changes nothing.
    wakeUp(new Error("Connection closed"));
    await stopped;
    expect(recipients()).toEqual(EMAILS);
    expect(await getCampaign(campaignId)).toMatchObject({ status: "sent", sentCount: 4, failedCount: 1 });
  });

  it("sends a delivery that a stopped run had claimed but not yet handed over", async () => {
    const campaignId = await started();
    const claimed = await deliveryOf(campaignId, "b@example.com");
    await getDb()
      .update(t.campaignDeliveries)
      .set({ status: "sending" })
      .where(eq(t.campaignDeliveries.id, claimed.id));
    await drainCampaignJobs();
    expect(recipients()).toEqual(EMAILS);
    expect(await deliveryOf(campaignId, "b@example.com")).toMatchObject({ status: "sent", error: null });
    expect(await getCampaign(campaignId)).toMatchObject({ status: "sent", sentCount: 5, failedCount: 0 });
  });

  it("records as sent, without sending again, a delivery handed over just before the crash", async () => {
    const campaignId = await started();
    const claimed = await deliveryOf(campaignId, "c@example.com");
    await getDb()
      .update(t.campaignDeliveries)
      .set({ status: "sending" })
      .where(eq(t.campaignDeliveries.id, claimed.id));
    // The mail server took it and the outbox says so; the crash came before the delivery was marked.
    await getDb()
      .insert(t.mailOutbox)
      .values({
        to: "c@example.com",
        subject: "Navratri colours",
        html: "<p>Nine nights, nine colours.</p>",
        text: "Nine nights, nine colours.",
        status: "sent",
        transport: "smtp",
        attempts: 1,
        dedupeKey: `newsletter_campaign:${campaignId}:${claimed.subscriberId}`,
      });
    await drainCampaignJobs();
    expect(recipients()).toEqual(EMAILS.filter((e) => e !== "c@example.com"));
    expect(await deliveryOf(campaignId, "c@example.com")).toMatchObject({ status: "sent" });
    expect(await getCampaign(campaignId)).toMatchObject({ status: "sent", sentCount: 5, failedCount: 0 });
  });
});
