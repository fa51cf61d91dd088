import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../../tests/fakes/smtp-receiver";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { mailOutbox } from "./schema";
import { sendMailNow, setMailTransport } from "./service";
import { type MailTransport, smtpTransport } from "./transport";

withTestDatabase();

afterEach(() => setMailTransport(undefined));

const message = (key?: string) => ({
  to: "meera@example.com",
  subject: "Diwali edit",
  html: "<p>New lehengas</p>",
  text: "New lehengas",
  template: "newsletter_campaign",
  dedupeKey: key,
  headers: { "List-Unsubscribe": "<http://localhost:3000/newsletter/unsubscribe?token=abc>" },
});

const rowOf = async (id: string) => (await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

/** A transport that fails the way nodemailer does, with the given code and SMTP reply. */
const failing = (error: { message: string; code?: string; responseCode?: number }): MailTransport => ({
  kind: "smtp",
  send: () => Promise.reject(Object.assign(new Error(error.message), error)),
});

describe("sendMailNow", () => {
  it("delivers over SMTP with the extra headers, and records the message as sent", async () => {
    const smtp = await startSmtpReceiver();
    try {
      setMailTransport(smtpTransport(smtp.url));
      const outcome = await sendMailNow(message("now:headers"));
      expect(outcome.status).toBe("sent");
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].raw).toContain(
        "List-Unsubscribe: <http://localhost:3000/newsletter/unsubscribe?token=abc>",
      );
      expect(await rowOf(outcome.id)).toMatchObject({ status: "sent", transport: "smtp", attempts: 1 });
    } finally {
      await smtp.close();
    }
  });

  it("hands a message with a key over at most once, and returns the first outcome after that", async () => {
    let calls = 0;
    setMailTransport({ kind: "smtp", send: async () => `id-${++calls}` });
    const first = await sendMailNow(message("now:once"));
    const again = await sendMailNow(message("now:once"));
    expect(again).toEqual(first);
    expect(calls).toBe(1);
  });

  it("reports a hand-off that never reported back as in doubt and does not send it again", async () => {
    // What a crash between the hand-off and its record leaves: the row written, its outcome never.
    await getDb()
      .insert(mailOutbox)
      .values({ ...message("now:crashed"), attempts: 1 });
    let calls = 0;
    setMailTransport({ kind: "smtp", send: async () => `id-${++calls}` });
    expect((await sendMailNow(message("now:crashed"))).status).toBe("in-doubt");
    expect(calls).toBe(0);
  });

  it("records a permanent refusal as failed, for good", async () => {
    setMailTransport(failing({ message: "550 No such mailbox", code: "EENVELOPE", responseCode: 550 }));
    const outcome = await sendMailNow(message("now:refused"));
    expect(outcome).toMatchObject({ status: "failed", retryable: false, error: "550 No such mailbox" });
    expect(await rowOf(outcome.id)).toMatchObject({ status: "failed", error: "550 No such mailbox" });
    setMailTransport({ kind: "smtp", send: async () => "late" });
    expect(await sendMailNow(message("now:refused"))).toMatchObject({ status: "failed", retryable: false });
  });

  it("leaves no trace of a message the server certainly did not take, so it can be sent later", async () => {
    setMailTransport(failing({ message: "connect ECONNREFUSED", code: "ECONNECTION" }));
    const outcome = await sendMailNow(message("now:unreachable"));
    expect(outcome).toMatchObject({ status: "failed", retryable: true });
    expect(await rowOf(outcome.id)).toBeUndefined();
    setMailTransport({ kind: "smtp", send: async () => "later" });
    expect((await sendMailNow(message("now:unreachable"))).status).toBe("sent");
    setMailTransport(failing({ message: "451 Try again later", code: "EMESSAGE", responseCode: 451 }));
    expect(await sendMailNow(message("now:busy"))).toMatchObject({ status: "failed", retryable: true });
  });

  it("keeps the message in the outbox when no SMTP server is configured", async () => {
    const outcome = await sendMailNow(message());
    expect(outcome.status).toBe("stored");
    expect(await rowOf(outcome.id)).toMatchObject({ status: "stored", transport: "outbox" });
  });
});
