import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { createSubscriber, drainCampaignJobs, readMail } from "../../../../tests/fixtures/newsletter";
import { startSmtpReceiver } from "../../../../tests/fakes/smtp-receiver";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { getDb } from "../../../../server/db/client";
import * as t from "../../../../server/db/schema";
import { takeFlash } from "../../../../server/http/flash";
import { runDueJobs } from "../../../../server/modules/jobs/service";
import { setMailTransport } from "../../../../server/modules/mail/service";
import { smtpTransport } from "../../../../server/modules/mail/transport";
import { action, loader } from "./campaign";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
type Page = Awaited<ReturnType<typeof loader>>;
const WRITER = "writer@example.com";
let cookie = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount(WRITER, "staff", "Lalitha Menon"));
  await runDueJobs();
  await createSubscriber({ email: "asha@example.com" });
  await createSubscriber({ email: "ravi@example.com", preferences: { promotions: false } });
});
afterEach(() => setMailTransport(undefined));

const url = (id?: string) => `http://localhost:3000/admin/newsletter/campaigns/${id ?? "new"}`;
const params = (id?: string) => (id ? { id } : {});

interface Answer {
  status: number;
  body: { error?: string; fieldErrors?: Record<string, string> };
  location?: string | null;
  flash?: string;
}

async function post(fields: Record<string, string>, id?: string): Promise<Answer> {
  const request = new Request(url(id), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie },
  });
  const result = await action({ request, params: params(id), context: {} } as unknown as ActionArgs);
  if (result instanceof Response) {
    const set = result.headers.get("set-cookie")?.split(";")[0] ?? "";
    const { message } = await takeFlash(new Request(url(id), { headers: { cookie: set } }));
    return {
      status: result.status,
      body: {},
      location: result.headers.get("location"),
      flash: message?.text,
    };
  }
  const answer = result as unknown as { data: Answer["body"]; init: { status: number } };
  return { status: answer.init.status, body: answer.data };
}

const open = async (id?: string) =>
  (await loader({
    request: new Request(url(id), { headers: { cookie } }),
    params: params(id),
    context: {},
  } as unknown as LoaderArgs)) as Page;

const fields = { subject: "Holi colours", preference: "weekly_newsletter", body: "<p>Bright kurtas.</p>" };
const campaigns = () => getDb().select().from(t.newsletterCampaigns);

async function created(): Promise<{ id: string; version: string }> {
  const answer = await post({ intent: "save", ...fields });
  const id = answer.location!.split("/").pop()!;
  return { id, version: (await open(id)).campaign!.version };
}

describe("/admin/newsletter/campaigns/new and /:id", () => {
  it("refuses an empty campaign with a message per field and creates nothing", async () => {
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      subject: "Please enter a subject",
      preference: "Choose who receives this campaign",
      body: "Please write the message",
    });
    expect(await campaigns()).toEqual([]);
  });

  it("creates a draft and opens it with its audience and the send rate", async () => {
    const answer = await post({ intent: "save", ...fields, body: '<p onclick="x()">Bright kurtas.</p>' });
    expect(answer.status).toBe(302);
    expect(answer.flash).toBe("Campaign created");
    const id = answer.location!.split("/").pop()!;
    expect(answer.location).toBe(`/admin/newsletter/campaigns/${id}`);
    const page = await open(id);
    expect(page.campaign).toMatchObject({
      id,
      status: "draft",
      values: {
        subject: "Holi colours",
        preheader: "",
        preference: "weekly_newsletter",
        body: "<p>Bright kurtas.</p>",
      },
    });
    expect(page).toMatchObject({
      audience: { weekly_newsletter: 2, promotions: 1, new_arrivals: 2 },
      ratePerMinute: 60,
      testTo: WRITER,
      report: null,
    });
  });

  it("saves over the version it showed, and refuses to overwrite a newer one", async () => {
    const { id, version } = await created();
    const saved = await post({ intent: "save", ...fields, subject: "Holi colours!", version }, id);
    expect(saved).toMatchObject({ status: 302, flash: "Campaign saved" });
    const stale = await post({ intent: "save", ...fields, version }, id);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(
      "This campaign was changed by someone else since you opened it. Reload the page to see their changes, then save again.",
    );
    expect((await open(id)).campaign?.subject).toBe("Holi colours!");
  });

  it("sends a test to the signed-in member of staff, with their own links once they subscribe", async () => {
    const { id } = await created();
    const smtp = await startSmtpReceiver();
    try {
      setMailTransport(smtpTransport(smtp.url));
      expect(await post({ intent: "test" }, id)).toMatchObject({
        status: 302,
        flash: `Test e-mail sent to ${WRITER}`,
      });
      const first = readMail(smtp.received[0].raw);
      expect(smtp.received[0].to).toEqual([WRITER]);
      expect(first.headers).toContain("Subject: [Test] Holi colours");
      expect(first.headers).not.toContain("List-Unsubscribe");
      expect(first.body).toContain("This is a test");

      const { unsubscribeToken } = await createSubscriber({ email: WRITER });
      await post({ intent: "test" }, id);
      expect(readMail(smtp.received[1].raw).headers).toContain(
        `List-Unsubscribe: <http://localhost:3000/newsletter/unsubscribe?token=${unsubscribeToken}>`,
      );
      await getDb().delete(t.subscribers).where(eq(t.subscribers.email, WRITER));
    } finally {
      await smtp.close();
    }
    // The campaign itself is untouched by tests.
    expect((await open(id)).campaign?.status).toBe("draft");
  });

  it("says where a test went without SMTP, and why it failed when the server refused it", async () => {
    const { id } = await created();
    expect((await post({ intent: "test" }, id)).flash).toBe(
      `Test e-mail to ${WRITER} kept in the outbox: no SMTP server is configured, so nothing left the shop.`,
    );
    setMailTransport({
      kind: "smtp",
      send: () => Promise.reject(Object.assign(new Error("550 Relay denied"), { responseCode: 550 })),
    });
    expect(await post({ intent: "test" }, id)).toMatchObject({
      status: 503,
      body: { error: "The test e-mail could not be sent: 550 Relay denied" },
    });
  });

  it("sends the saved campaign to its audience and shows the progress, then the report", async () => {
    const { id, version } = await created();
    const started = await post({ intent: "send", version }, id);
    expect(started).toMatchObject({
      status: 302,
      flash: "Sending started: 2 subscribers will receive it",
    });
    const sending = await open(id);
    expect(sending.campaign).toMatchObject({ status: "sending", stalled: false });
    expect(sending.report).toMatchObject({
      status: "sending",
      audienceLabel: "Weekly newsletter",
      totalCount: 2,
      sentCount: 0,
      failures: [],
      previewHtml: "<p>Bright kurtas.</p>",
    });
    await drainCampaignJobs();
    expect((await open(id)).report).toMatchObject({
      status: "sent",
      totalCount: 2,
      sentCount: 2,
      failedCount: 0,
    });

    expect((await post({ intent: "send", version }, id)).status).toBe(409);
    expect(await post({ intent: "cancel" }, id)).toMatchObject({
      status: 409,
      body: {
        error: "This campaign is not being sent at the moment, so there is nothing to stop or resume.",
      },
    });
  });

  it("cancels a campaign being sent, and resumes one only once it has stalled", async () => {
    const { id, version } = await created();
    await post({ intent: "send", version }, id);
    expect(await post({ intent: "resume" }, id)).toMatchObject({
      status: 409,
      body: {
        error:
          "This campaign is still sending. Resume is only needed when it has made no progress for 10 minutes.",
      },
    });
    // Its job gave up a while ago: nothing has moved for eleven minutes.
    await getDb()
      .delete(t.jobs)
      .where(and(eq(t.jobs.type, "newsletter.send"), eq(t.jobs.status, "pending")));
    await getDb()
      .update(t.newsletterCampaigns)
      .set({ updatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(t.newsletterCampaigns.id, id));
    expect((await open(id)).campaign?.stalled).toBe(true);
    expect(await post({ intent: "resume" }, id)).toMatchObject({ status: 302, flash: "Sending resumed" });
    expect(await post({ intent: "cancel" }, id)).toMatchObject({
      status: 302,
      flash: "Sending cancelled. Messages already sent stay sent; no more will go out.",
    });
    await drainCampaignJobs();
    expect((await open(id)).report).toMatchObject({ status: "cancelled", sentCount: 0 });
  });

  it("says why sending is paused when the mail server has not taken a message for a while", async () => {
    const { id, version } = await created();
    await post({ intent: "send", version }, id);
    await getDb()
      .update(t.campaignDeliveries)
      .set({ error: "421 4.7.0 Too many connections" })
      .where(eq(t.campaignDeliveries.campaignId, id));
    // Moving along: the page does not look for a reason yet.
    expect((await open(id)).report?.pause).toBeNull();
    await getDb()
      .update(t.newsletterCampaigns)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(t.newsletterCampaigns.id, id));
    expect((await open(id)).report?.pause).toBe("421 4.7.0 Too many connections");
    await post({ intent: "cancel" }, id);
  });

  it("answers an unknown campaign with 404 and an unknown action with 400", async () => {
    const missing = await open("5b0c2f4e-0000-4000-8000-000000000000").catch((e: unknown) => e);
    expect((missing as { init: { status: number } }).init.status).toBe(404);
    const notAnId = await open("not-a-campaign").catch((e: unknown) => e);
    expect((notAnId as { init: { status: number } }).init.status).toBe(404);
    expect(await post({ intent: "test" }, "not-a-campaign")).toMatchObject({
      status: 404,
      body: { error: "Campaign not found" },
    });
    expect((await post({ intent: "send" })).status).toBe(404);
    const { id } = await created();
    expect(await post({ intent: "publish" }, id)).toMatchObject({
      status: 400,
      body: { error: "Unknown action. Reload the page and try again." },
    });
  });
});
