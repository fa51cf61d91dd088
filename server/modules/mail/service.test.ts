import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../../tests/fakes/smtp-receiver";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { runDueJobs } from "../jobs/service";
import { getStorage } from "../media/service";
import { mailOutbox } from "./schema";
import { listOutbox, queueMail, setMailTransport } from "./service";
import { smtpTransport } from "./transport";

withTestDatabase();

afterEach(() => setMailTransport(undefined));

const message = {
  to: "Asha@Example.com",
  subject: "Your order DT123456ABCDEF is confirmed",
  html: "<p>Thank you for your order.</p>",
  text: "Thank you for your order.",
  template: "order_confirmation",
};

describe("mail", () => {
  it("is queued once per dedupe key, so a retried job does not send it twice", async () => {
    const pdf = Buffer.from("%PDF-1.4 invoice INV-DT2");
    const once = {
      ...message,
      dedupeKey: "order_confirmation:dedupe-test",
      attachments: [{ filename: "invoice.pdf", contentType: "application/pdf", content: pdf }],
    };
    const first = await queueMail(once);
    expect(await queueMail(once)).toBe(first);
    const rows = await getDb().select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, once.dedupeKey));
    expect(rows.map((r) => r.id)).toEqual([first]);
    expect(await getStorage().get(rows[0].attachments[0].storageKey)).toEqual(pdf);
    // Without a key, every call is a new message.
    expect(await queueMail(message)).not.toBe(await queueMail(message));
  });

  it("goes to the outbox when no SMTP server is configured", async () => {
    const id = await queueMail(message);
    let [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.status).toBe("queued");
    await runDueJobs();
    [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "stored", transport: "outbox", attempts: 1 });
    expect((await listOutbox({ to: "asha@example.com" })).map((m) => m.id)).toContain(id);
  });

  it("is delivered over SMTP with its attachment when a server is configured", async () => {
    const smtp = await startSmtpReceiver();
    try {
      setMailTransport(smtpTransport(smtp.url));
      const pdf = Buffer.from("%PDF-1.4 invoice INV-DT1");
      const id = await queueMail({
        ...message,
        attachments: [{ filename: "invoice.pdf", contentType: "application/pdf", content: pdf }],
      });
      const [queued] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(await getStorage().get(queued.attachments[0].storageKey)).toEqual(pdf);
      await runDueJobs();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to.map((a) => a.toLowerCase())).toEqual(["asha@example.com"]);
      expect(smtp.received[0].raw).toContain("Subject: Your order DT123456ABCDEF is confirmed");
      expect(smtp.received[0].raw).toContain("filename=invoice.pdf");
      const [sent] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(sent).toMatchObject({ status: "sent", transport: "smtp" });
      expect(sent.messageId).toBeTruthy();
    } finally {
      await smtp.close();
    }
  });

  it("is retried, not lost, when the SMTP server refuses it", async () => {
    const smtp = await startSmtpReceiver({ rejectWith: "Mailbox busy" });
    try {
      setMailTransport(smtpTransport(smtp.url));
      const id = await queueMail(message);
      await runDueJobs();
      const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row.status).toBe("queued");
      expect(row.error).toMatch(/Mailbox busy/);
    } finally {
      await smtp.close();
    }
  });
});
