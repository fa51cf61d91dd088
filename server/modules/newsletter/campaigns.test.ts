import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createSubscriber, drainCampaignJobs, readMail } from "../../../tests/fixtures/newsletter";
import { startSmtpReceiver } from "../../../tests/fakes/smtp-receiver";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { runDueJobs } from "../jobs/service";
import { setMailTransport } from "../mail/service";
import { smtpTransport } from "../mail/transport";
import {
  cancelCampaign,
  campaignPause,
  createCampaign,
  getCampaign,
  startCampaign,
  updateCampaign,
} from "./service";

withTestDatabase();

let actor = { id: "", email: "owner@example.com" };
beforeAll(async () => {
  actor = { id: (await registeredAccount(actor.email, "admin")).userId, email: actor.email };
  // The account's own verification e-mail goes now, before any test listens for campaign mail.
  await runDueJobs();
});
afterEach(() => setMailTransport(undefined));

const BODY =
  '<h2>Diwali edit</h2><p>New <strong>lehengas</strong> and a <a href="https://divinethreads.example/shop">sale</a>.</p>';
const draft = (fields: Record<string, string> = {}) =>
  createCampaign(actor, { subject: "Diwali edit", preference: "weekly_newsletter", body: BODY, ...fields });

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message, fieldErrors } = error as AppError;
  return { code, message, fieldErrors };
}

const version = (c: { updatedAt: Date }) => c.updatedAt.toISOString();
const deliveries = (campaignId: string) =>
  getDb().select().from(t.campaignDeliveries).where(eq(t.campaignDeliveries.campaignId, campaignId));
const setRate = (value: string) =>
  getDb()
    .insert(t.adminSettings)
    .values({ settingKey: "newsletter_send_rate_per_minute", settingValue: value })
    .onConflictDoUpdate({ target: t.adminSettings.settingKey, set: { settingValue: value } });
const withSmtp = async (work: (smtp: Awaited<ReturnType<typeof startSmtpReceiver>>) => Promise<void>) => {
  const smtp = await startSmtpReceiver();
  setMailTransport(smtpTransport(smtp.url));
  try {
    await work(smtp);
  } finally {
    await smtp.close();
  }
};

describe("writing a campaign", () => {
  it("refuses missing fields with a message for each, and an editor holding no text", async () => {
    expect(await refusal(createCampaign(actor, {}))).toEqual({
      code: "INVALID",
      message: "Please enter a subject",
      fieldErrors: {
        subject: "Please enter a subject",
        preference: "Choose who receives this campaign",
        body: "Please write the message",
      },
    });
    expect((await refusal(draft({ body: "<p><br></p><p>&nbsp;</p>" }))).fieldErrors).toEqual({
      body: "Please write the message",
    });
    // Only markup the sanitiser drops: nothing would reach the subscribers.
    expect((await refusal(draft({ body: "<script>alert(1)</script>" }))).fieldErrors).toEqual({
      body: "Please write the message",
    });
    expect((await refusal(draft({ subject: "x".repeat(201), preference: "everyone" }))).fieldErrors).toEqual({
      subject: "The subject must be 200 characters or less",
      preference: "Choose who receives this campaign",
    });
    expect(await getDb().select().from(t.newsletterCampaigns)).toEqual([]);
  });

  it("stores the message sanitised, saves only over the version it was opened at, and logs each change", async () => {
    const created = await draft({
      body: `${BODY}<script>alert(1)</script><p onclick="x()" style="color:red">Hello</p>`,
      preheader: " Festive picks \r\n inside ",
    });
    expect(created).toMatchObject({
      status: "draft",
      preheader: "Festive picks   inside",
      createdBy: actor.id,
    });
    expect(created.bodyHtml).not.toMatch(/script|onclick|style/);
    expect(created.bodyHtml).toContain("<p>Hello</p>");

    const edit = { subject: "Diwali edit, part 2", preference: "promotions", body: BODY };
    const saved = await updateCampaign(actor, created.id, edit, version(created));
    expect(saved).toMatchObject({ subject: "Diwali edit, part 2", preference: "promotions" });
    expect(await refusal(updateCampaign(actor, created.id, edit, version(created)))).toMatchObject({
      code: "CONFLICT",
      message:
        "This campaign was changed by someone else since you opened it. Reload the page to see their changes, then save again.",
    });
    expect(await refusal(updateCampaign(actor, "not-a-uuid", edit, version(created)))).toMatchObject({
      code: "NOT_FOUND",
      message: "Campaign not found",
    });
    const logged = await getDb()
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, created.id));
    expect(logged.map((l) => l.action).sort()).toEqual([
      "newsletter_campaign.create",
      "newsletter_campaign.update",
    ]);
  });
});

describe("sending a campaign", () => {
  it("reaches only active, confirmed subscribers who chose its kind, once each, with one-click unsubscribe headers", async () => {
    const asha = await createSubscriber({ email: "asha@example.com", fullName: "Asha" });
    const ravi = await createSubscriber({ email: "ravi@example.com" });
    await createSubscriber({ email: "unconfirmed@example.com", isVerified: false });
    await createSubscriber({ email: "left@example.com", isActive: false });
    await createSubscriber({ email: "promos-only@example.com", preferences: { weekly_newsletter: false } });
    const campaign = await draft({ preheader: "Festive picks inside" });

    await withSmtp(async (smtp) => {
      expect(await startCampaign(actor, campaign.id, version(campaign))).toBe(2);
      expect(await getCampaign(campaign.id)).toMatchObject({ status: "sending", totalCount: 2 });
      await drainCampaignJobs();
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["asha@example.com", "ravi@example.com"]);
      for (const subscriber of [asha, ravi]) {
        const mail = smtp.received.find((m) => m.to[0] === subscriber.email)!;
        const { headers, body } = readMail(mail.raw);
        const token = subscriber.unsubscribeToken;
        expect(headers).toContain(
          `List-Unsubscribe: <http://localhost:3000/newsletter/unsubscribe?token=${token}>`,
        );
        expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
        expect(headers).toContain("Subject: Diwali edit");
        expect(body).toContain(`http://localhost:3000/unsubscribe?token=${token}`);
        expect(body).toContain(`http://localhost:3000/newsletter/preferences?token=${token}`);
        expect(body).toContain("Festive picks inside");
        expect(body).toContain("<strong>lehengas</strong>");
        expect(body).toContain("New lehengas and a sale (https://divinethreads.example/shop).");
      }
    });
    const done = await getCampaign(campaign.id);
    expect(done).toMatchObject({ status: "sent", totalCount: 2, sentCount: 2, failedCount: 0 });
    expect(done!.finishedAt).toBeInstanceOf(Date);
    expect((await deliveries(campaign.id)).map((d) => d.status)).toEqual(["sent", "sent"]);
    expect(await refusal(startCampaign(actor, campaign.id, version(done!)))).toMatchObject({
      code: "CONFLICT",
      message: "This campaign has already been sent, so it can no longer be changed.",
    });
  });

  it("refuses a campaign nobody would receive and leaves it a draft", async () => {
    await getDb().update(t.subscribers).set({ isActive: false });
    const campaign = await draft({ preference: "new_arrivals" });
    expect(await refusal(startCampaign(actor, campaign.id, version(campaign)))).toEqual({
      code: "INVALID",
      message:
        "No active, confirmed subscriber has chosen New arrivals, so there is no one to send this campaign to.",
      fieldErrors: undefined,
    });
    expect(await getCampaign(campaign.id)).toMatchObject({ status: "draft", totalCount: 0 });
    expect(await deliveries(campaign.id)).toEqual([]);
    const queued = await getDb().select().from(t.jobs).where(eq(t.jobs.type, "newsletter.send"));
    expect(queued.filter((j) => JSON.stringify(j.payload).includes(campaign.id))).toEqual([]);
  });

  it("goes out at the configured rate: one message per run every ten seconds at 6 a minute", async () => {
    await getDb().update(t.subscribers).set({ isActive: false });
    for (const name of ["rate1", "rate2", "rate3"]) await createSubscriber({ email: `${name}@example.com` });
    await setRate("6");
    try {
      const campaign = await draft();
      await withSmtp(async (smtp) => {
        await startCampaign(actor, campaign.id, version(campaign));
        await runDueJobs();
        expect(smtp.received).toHaveLength(1);
        const [next] = await getDb()
          .select()
          .from(t.jobs)
          .where(and(eq(t.jobs.type, "newsletter.send"), eq(t.jobs.status, "pending")));
        const wait = next.runAt.getTime() - Date.now();
        expect(wait).toBeGreaterThan(8_000);
        expect(wait).toBeLessThanOrEqual(10_000);
        await drainCampaignJobs();
        expect(smtp.received).toHaveLength(3);
      });
      expect(await getCampaign(campaign.id)).toMatchObject({ status: "sent", sentCount: 3 });
    } finally {
      await setRate("");
    }
  });

  it("counts a refused address as failed with the server's reason; a busy server only pauses sending", async () => {
    await getDb().update(t.subscribers).set({ isActive: false });
    for (const name of ["ok", "refused", "busy"]) await createSubscriber({ email: `${name}@example.com` });
    const campaign = await draft();
    await withSmtp(async (smtp) => {
      const real = smtpTransport(smtp.url);
      let busyOnce = true;
      setMailTransport({
        kind: "smtp",
        send: (mail) => {
          const fail = (message: string, responseCode: number) =>
            Promise.reject(Object.assign(new Error(message), { code: "EENVELOPE", responseCode }));
          if (mail.to === "refused@example.com") return fail("550 5.1.1 No such mailbox", 550);
          if (mail.to === "busy@example.com" && busyOnce) {
            busyOnce = false;
            return fail("451 4.3.0 Try again later", 451);
          }
          return real.send(mail);
        },
      });
      await startCampaign(actor, campaign.id, version(campaign));
      const { runDueJobs } = await import("../jobs/service");
      await runDueJobs();
      const paused = await getCampaign(campaign.id);
      expect(paused?.status).toBe("sending");
      expect(await campaignPause(campaign.id)).toBe("451 4.3.0 Try again later");
      await drainCampaignJobs();
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["busy@example.com", "ok@example.com"]);
    });
    expect(await getCampaign(campaign.id)).toMatchObject({ status: "sent", sentCount: 2, failedCount: 1 });
    const rows = await deliveries(campaign.id);
    expect(rows.filter((d) => d.status === "failed").map((d) => d.error)).toEqual([
      "550 5.1.1 No such mailbox",
    ]);
    expect(await campaignPause(campaign.id)).toBeNull();
  });

  it("skips whoever unsubscribes after sending started: not sent, not counted", async () => {
    await getDb().update(t.subscribers).set({ isActive: false });
    const leaving = await createSubscriber({ email: "leaving@example.com" });
    await createSubscriber({ email: "staying@example.com" });
    const campaign = await draft();
    await withSmtp(async (smtp) => {
      expect(await startCampaign(actor, campaign.id, version(campaign))).toBe(2);
      await getDb().update(t.subscribers).set({ isActive: false }).where(eq(t.subscribers.id, leaving.id));
      await drainCampaignJobs();
      expect(smtp.received.map((m) => m.to[0])).toEqual(["staying@example.com"]);
    });
    expect(await getCampaign(campaign.id)).toMatchObject({ status: "sent", totalCount: 1, sentCount: 1 });
  });

  it("stops for good when cancelled: what went out stays sent, nothing more goes", async () => {
    await getDb().update(t.subscribers).set({ isActive: false });
    for (const name of ["c1", "c2", "c3"]) await createSubscriber({ email: `${name}@example.com` });
    await setRate("6");
    try {
      const campaign = await draft();
      await withSmtp(async (smtp) => {
        await startCampaign(actor, campaign.id, version(campaign));
        await runDueJobs();
        expect(smtp.received).toHaveLength(1);
        await cancelCampaign(actor, campaign.id);
        await drainCampaignJobs();
        expect(smtp.received).toHaveLength(1);
      });
      const cancelled = await getCampaign(campaign.id);
      expect(cancelled).toMatchObject({ status: "cancelled", totalCount: 3, sentCount: 1, failedCount: 0 });
      expect(cancelled!.finishedAt).toBeInstanceOf(Date);
      expect(await refusal(cancelCampaign(actor, campaign.id))).toEqual({
        code: "CONFLICT",
        message: "This campaign is not being sent at the moment, so there is nothing to stop or resume.",
        fieldErrors: undefined,
      });
    } finally {
      await setRate("");
    }
  });
});
