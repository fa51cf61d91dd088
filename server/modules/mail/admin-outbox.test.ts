import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { runDueJobs } from "../jobs/service";
import { jobs } from "../jobs/schema";
import {
  forgetOutboxCounts,
  getOutboxMail,
  listOutboxMail,
  listOutboxTemplates,
  retryFailedMail,
} from "./admin-outbox";
import { mailOutbox } from "./schema";
import { queueMail, sendMailNow, setMailTransport } from "./service";
import type { MailTransport } from "./transport";

withTestDatabase();

let actor = { id: "", email: "owner@divinethreads.example" };

beforeAll(async () => {
  actor = { ...actor, id: (await registeredAccount(actor.email, "admin", "Owner Admin")).userId };
});

beforeEach(async () => {
  for (const table of [mailOutbox, jobs, activityLog]) await getDb().delete(table);
  forgetOutboxCounts();
});

afterEach(() => setMailTransport(undefined));

type Status = "queued" | "sent" | "stored" | "failed";

async function mail(to: string, status: Status, template: string | null = "order_confirmation", at = 0) {
  const [row] = await getDb()
    .insert(mailOutbox)
    .values({
      to,
      subject: `Hello ${to}`,
      html: "<p>Hello</p>",
      text: "Hello",
      template,
      status,
      error: status === "failed" ? "Mailbox unavailable" : null,
      createdAt: new Date(Date.UTC(2026, 0, 1) + at * 60_000),
    })
    .returning();
  return row;
}

/** A message queued through the shop's mail that the SMTP server refused until the job gave up. */
async function failedForGood(): Promise<string> {
  setMailTransport({
    kind: "smtp",
    send: () => Promise.reject(new Error("550 Mailbox unavailable")),
  });
  const id = await queueMail({
    to: "meera@example.com",
    subject: "Your order is confirmed",
    html: "<p>Thank you</p>",
    text: "Thank you",
    template: "order_confirmation",
  });
  await getDb().update(jobs).set({ maxAttempts: 1 });
  await runDueJobs();
  setMailTransport(undefined);
  return id;
}

const row = async (id: string) => (await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    },
  );

describe("the mail outbox for the back office", () => {
  it("lists every e-mail newest first, filtered by status, template and recipient, with counts", async () => {
    await mail("asha@example.com", "sent", "order_confirmation", 1);
    await mail("asha@example.com", "failed", "order_status_update", 2);
    await mail("ravi_k@example.com", "queued", "verify_email", 3);
    await mail("ravixk@example.com", "stored", null, 4);
    const all = await listOutboxMail({});
    expect(all.mails.map((m) => m.to)).toEqual([
      "ravixk@example.com",
      "ravi_k@example.com",
      "asha@example.com",
      "asha@example.com",
    ]);
    expect(all.counts).toEqual({ all: 4, queued: 1, sent: 1, stored: 1, failed: 1 });
    expect(all.mails[0]).not.toHaveProperty("html");
    const failed = await listOutboxMail({ status: "failed" });
    expect(failed.mails.map((m) => [m.to, m.error])).toEqual([["asha@example.com", "Mailbox unavailable"]]);
    expect((await listOutboxMail({ template: "verify_email" })).mails.map((m) => m.to)).toEqual([
      "ravi_k@example.com",
    ]);
    const asha = await listOutboxMail({ q: "ASHA@" });
    expect(asha.counts).toEqual({ all: 2, queued: 0, sent: 1, stored: 0, failed: 1 });
    // "_" is a letter here, not LIKE's any-character.
    expect((await listOutboxMail({ q: "ravi_" })).mails.map((m) => m.to)).toEqual(["ravi_k@example.com"]);
    expect((await listOutboxMail({ q: "asha", status: "sent", template: "order_confirmation" })).total).toBe(
      1,
    );
    expect((await listOutboxMail({ q: "\0", status: "bounced" as never })).total).toBe(4);
    expect(await listOutboxTemplates()).toEqual([
      "order_confirmation",
      "order_status_update",
      "verify_email",
    ]);
  });

  it("pages 25 at a time and clamps the page", async () => {
    for (let i = 0; i < 26; i++) await mail(`buyer${i}@example.com`, "sent", "order_confirmation", i);
    const first = await listOutboxMail({});
    expect(first).toMatchObject({ total: 26, page: 1, pageCount: 2 });
    expect(first.mails).toHaveLength(25);
    const last = await listOutboxMail({ page: 7 });
    expect(last.page).toBe(2);
    expect(last.mails.map((m) => m.to)).toEqual(["buyer0@example.com"]);
  });

  it("keeps the unfiltered counts for a few seconds, counts a filtered list afresh, and forgets them on a retry", async () => {
    const failed = await mail("asha@example.com", "failed");
    expect((await listOutboxMail({})).counts).toMatchObject({ all: 1, failed: 1 });
    await mail("ravi@example.com", "sent");
    // Every e-mail ever queued is read for these: a few seconds old is close enough.
    expect((await listOutboxMail({})).counts).toMatchObject({ all: 1, sent: 0 });
    expect((await listOutboxMail({ q: "example.com" })).counts).toMatchObject({ all: 2, sent: 1 });
    await retryFailedMail(actor, failed.id);
    expect((await listOutboxMail({})).counts).toMatchObject({ all: 2, failed: 0, queued: 1, sent: 1 });
  });

  it("opens one e-mail with its HTML, text and attachment names; an unknown id is NOT_FOUND", async () => {
    const id = await queueMail({
      to: "asha@example.com",
      subject: "Invoice",
      html: "<p>Invoice attached</p><script>alert(1)</script>",
      text: "Invoice attached",
      attachments: [
        { filename: "invoice.pdf", contentType: "application/pdf", content: Buffer.from("%PDF") },
      ],
    });
    const opened = await getOutboxMail(id);
    expect(opened).toMatchObject({
      to: "asha@example.com",
      html: "<p>Invoice attached</p><script>alert(1)</script>",
      text: "Invoice attached",
      attachments: [{ filename: "invoice.pdf", contentType: "application/pdf" }],
    });
    expect(JSON.stringify(opened)).not.toContain("storageKey");
    for (const unknown of [randomUUID(), "no-such-page"])
      expect(await refusal(getOutboxMail(unknown))).toMatchObject({
        code: "NOT_FOUND",
        message: "E-mail not found",
      });
  });
});

describe("retrying a failed e-mail", () => {
  it("re-queues it once, logs it, and the shop's mail then delivers it", async () => {
    const id = await failedForGood();
    expect(await row(id)).toMatchObject({ status: "failed", error: "550 Mailbox unavailable", attempts: 1 });
    await retryFailedMail(actor, id);
    expect(await row(id)).toMatchObject({ status: "queued", error: null });
    const again = await refusal(retryFailedMail(actor, id));
    expect(again).toMatchObject({
      code: "CONFLICT",
      message: "This e-mail is already queued to be sent. Only a failed e-mail can be retried.",
    });
    const pending = await getDb().select().from(jobs).where(eq(jobs.status, "pending"));
    expect(pending).toHaveLength(1);
    const [log] = await getDb().select().from(activityLog);
    expect(log).toMatchObject({
      action: "email.retry",
      entityType: "email",
      entityId: id,
      actorId: actor.id,
      entityLabel: "Your order is confirmed (to meera@example.com)",
      changes: {
        status: { before: "failed", after: "queued" },
        error: { before: "550 Mailbox unavailable", after: null },
      },
    });
    await runDueJobs();
    expect(await row(id)).toMatchObject({ status: "stored", attempts: 2 });
  });

  it("sends a newsletter again with the unsubscribe headers it first went out with", async () => {
    const unsubscribe = {
      "List-Unsubscribe": "<http://localhost:3000/newsletter/unsubscribe/one-click?token=abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    setMailTransport({ kind: "smtp", send: () => Promise.reject(new Error("550 Mailbox unavailable")) });
    const first = await sendMailNow({
      to: "meera@example.com",
      subject: "Diwali edit",
      html: "<p>New lehengas</p>",
      text: "New lehengas",
      template: "newsletter_campaign",
      dedupeKey: "campaign:diwali:meera",
      headers: unsubscribe,
    });
    expect(first).toMatchObject({ status: "failed", retryable: false });
    const sent: Parameters<MailTransport["send"]>[0][] = [];
    setMailTransport({ kind: "smtp", send: async (message) => (sent.push(message), "<retried@shop>") });
    await retryFailedMail(actor, first.id);
    await runDueJobs();
    expect(await row(first.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(sent).toHaveLength(1);
    expect(sent[0].headers).toEqual(unsubscribe);
  });

  it("queues one delivery when retried twice at once", async () => {
    const id = await failedForGood();
    const results = await Promise.allSettled([retryFailedMail(actor, id), retryFailedMail(actor, id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await getDb().select().from(jobs).where(eq(jobs.status, "pending"))).toHaveLength(1);
    expect(await getDb().select().from(activityLog)).toHaveLength(1);
  });

  it("refuses a sent or stored e-mail with a clear message, and an unknown one, changing nothing", async () => {
    const sent = await mail("asha@example.com", "sent");
    expect(await refusal(retryFailedMail(actor, sent.id))).toMatchObject({
      code: "CONFLICT",
      message:
        "This e-mail has already been sent, so it cannot be retried. Only a failed e-mail can be sent again.",
    });
    const stored = await mail("asha@example.com", "stored");
    expect((await refusal(retryFailedMail(actor, stored.id))).message).toBe(
      "This e-mail is already kept in the outbox, so it cannot be retried. Only a failed e-mail can be sent again.",
    );
    expect(await refusal(retryFailedMail(actor, randomUUID()))).toMatchObject({ code: "NOT_FOUND" });
    expect(await refusal(retryFailedMail(actor, "x"))).toMatchObject({ code: "NOT_FOUND" });
    expect((await row(sent.id)).status).toBe("sent");
    expect(await getDb().select().from(jobs)).toEqual([]);
    expect(await getDb().select().from(activityLog)).toEqual([]);
  });
});
