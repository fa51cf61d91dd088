import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { runDueJobs } from "../jobs/service";
import { mailOutbox } from "../mail/schema";
import { settings } from "../settings/schema";
import { moveContactMessage, replyToContactMessage } from "./admin-contact-actions";
import { contactMessages } from "./schema";

withTestDatabase();

let actor = { id: "", email: "owner@divinethreads.example" };

beforeAll(async () => {
  actor = { ...actor, id: (await registeredAccount(actor.email, "admin", "Owner Admin")).userId };
});

beforeEach(async () => {
  for (const table of [contactMessages, activityLog, mailOutbox, settings]) await getDb().delete(table);
});

type Status = "new" | "read" | "replied" | "archived" | "spam";

async function message(status: Status = "new", fields: { subject?: string | null; replyBody?: string } = {}) {
  const [row] = await getDb()
    .insert(contactMessages)
    .values({
      name: "Asha Rao",
      email: "asha@example.com",
      subject: fields.subject === undefined ? "Sizes for Janmashtami" : fields.subject,
      message: "Is the 3-4Y dress right?\n<b>Thanks</b>",
      status,
      replyBody: fields.replyBody ?? null,
      createdAt: new Date("2026-01-09T09:30:00Z"),
    })
    .returning();
  return row;
}

const stored = async (id: string) =>
  (await getDb().select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

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

describe("moving a message between statuses", () => {
  it("archives, marks as spam and moves back, logging each change", async () => {
    const row = await message("read");
    expect(await moveContactMessage(actor, row.id, "archive")).toEqual({ changed: true, status: "archived" });
    expect(await moveContactMessage(actor, row.id, "spam")).toEqual({ changed: true, status: "spam" });
    expect(await moveContactMessage(actor, row.id, "restore")).toEqual({ changed: true, status: "read" });
    expect(await moveContactMessage(actor, row.id, "unread")).toEqual({ changed: true, status: "new" });
    expect(await moveContactMessage(actor, row.id, "read")).toEqual({ changed: true, status: "read" });
    expect((await stored(row.id)).status).toBe("read");
    const log = await getDb().select().from(activityLog).orderBy(activityLog.seq);
    expect(log.map((r) => [r.action, r.changes])).toEqual([
      ["contact_message.archive", { status: { before: "read", after: "archived" } }],
      ["contact_message.spam", { status: { before: "archived", after: "spam" } }],
      ["contact_message.restore", { status: { before: "spam", after: "read" } }],
      ["contact_message.unread", { status: { before: "read", after: "new" } }],
      ["contact_message.read", { status: { before: "new", after: "read" } }],
    ]);
    expect(log.every((r) => r.actorId === actor.id && r.entityId === row.id)).toBe(true);
  });

  it("marks an answered message as spam, and brings it back as replied", async () => {
    const row = await message("replied", { replyBody: "Yes, it fits." });
    await moveContactMessage(actor, row.id, "spam");
    expect(await moveContactMessage(actor, row.id, "restore")).toEqual({ changed: true, status: "replied" });
  });

  it("changes nothing when the message already is there", async () => {
    const row = await message("spam");
    expect(await moveContactMessage(actor, row.id, "spam")).toEqual({ changed: false, status: "spam" });
    const unread = await message("new");
    expect(await moveContactMessage(actor, unread.id, "unread")).toEqual({ changed: false, status: "new" });
    expect(await getDb().select().from(activityLog)).toEqual([]);
  });

  it("refuses moves the inbox does not allow, with the reason, changing nothing", async () => {
    const cases: [Status, string, string][] = [
      ["replied", "unread", "Only a message that has been read and not answered can be marked as unread."],
      ["replied", "read", "Only a new message can be marked as read."],
      ["spam", "archive", "A message marked as spam cannot be archived. Move it back to the inbox first."],
      ["new", "restore", "This message is already in the inbox."],
    ];
    for (const [status, move, text] of cases) {
      const row = await message(status);
      const error = await refusal(moveContactMessage(actor, row.id, move));
      expect(error).toMatchObject({ code: "CONFLICT", message: text });
      expect((await stored(row.id)).status).toBe(status);
    }
    const row = await message();
    expect(await refusal(moveContactMessage(actor, row.id, "delete"))).toMatchObject({
      code: "INVALID",
      message: "Unknown action. Reload the page and try again.",
    });
    expect(await refusal(moveContactMessage(actor, randomUUID(), "spam"))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await refusal(moveContactMessage(actor, "not-a-uuid", "spam"))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await getDb().select().from(activityLog)).toEqual([]);
  });
});

describe("replying to a message", () => {
  it("e-mails the reply to the sender and keeps it with the message", async () => {
    await getDb().insert(settings).values({ key: "business_email", value: "shop@divinethreads.example" });
    const row = await message("read");
    const before = Date.now();
    expect(await replyToContactMessage(actor, row.id, "  Namaste Asha,\n3-4Y fits <well>.\0  ")).toEqual({
      to: "asha@example.com",
    });
    const kept = await stored(row.id);
    expect(kept).toMatchObject({
      status: "replied",
      replyBody: "Namaste Asha,\n3-4Y fits <well>.",
      repliedBy: actor.id,
    });
    expect(kept.repliedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail).toMatchObject({
      to: "asha@example.com",
      subject: "Re: Sizes for Janmashtami",
      template: "contact_reply",
      status: "queued",
    });
    expect(mail.text).toContain("Namaste Asha,\n3-4Y fits <well>.");
    expect(mail.text).toContain("To answer, write to shop@divinethreads.example.");
    expect(mail.text).toContain(
      "On 9 January 2026 at 3:00 pm you wrote:\n> Is the 3-4Y dress right?\n> <b>Thanks</b>",
    );
    expect(mail.html).toContain("3-4Y fits &#60;well&#62;.");
    expect(mail.html).toContain("&#60;b&#62;Thanks&#60;/b&#62;");
    expect(mail.html).not.toContain("<b>Thanks");

    const [log] = await getDb().select().from(activityLog);
    expect(log).toMatchObject({
      action: "contact_message.reply",
      actorId: actor.id,
      entityId: row.id,
      changes: {
        status: { before: "read", after: "replied" },
        replyBody: { before: null, after: "Namaste Asha,\n3-4Y fits <well>." },
      },
    });

    // The shop's mail delivers it (no SMTP in tests: it is kept in the outbox as delivered).
    await runDueJobs();
    expect((await getDb().select().from(mailOutbox))[0].status).toBe("stored");
  });

  it("names a message without a subject and leaves out the write-back line without a shop address", async () => {
    const row = await message("new", { subject: null });
    await replyToContactMessage(actor, row.id, "Thank you for writing.");
    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail.subject).toBe("Re: Your message to Divine Threads");
    expect(mail.text).not.toContain("To answer");
    expect((await stored(row.id)).status).toBe("replied");
  });

  it("refuses a second reply and a reply to spam, sending nothing", async () => {
    const answered = await message("read");
    await replyToContactMessage(actor, answered.id, "First answer");
    const again = await refusal(replyToContactMessage(actor, answered.id, "Second answer"));
    expect(again).toMatchObject({
      code: "CONFLICT",
      message: "This message has already been answered; the reply is shown below.",
    });
    expect((await stored(answered.id)).replyBody).toBe("First answer");
    const spam = await message("spam");
    expect(await refusal(replyToContactMessage(actor, spam.id, "Hello"))).toMatchObject({
      code: "CONFLICT",
      message: "This message is marked as spam. Move it back to the inbox before replying.",
    });
    expect(await getDb().select().from(mailOutbox)).toHaveLength(1);
    expect(await getDb().select().from(activityLog)).toHaveLength(1);
  });

  it("answers two replies sent at once with one e-mail", async () => {
    const row = await message("read");
    const results = await Promise.allSettled([
      replyToContactMessage(actor, row.id, "Reply one"),
      replyToContactMessage(actor, row.id, "Reply two"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(1);
  });

  it("refuses an empty or too long reply with a message for the field, changing nothing", async () => {
    const row = await message("read");
    for (const body of ["", "  \0 ", undefined, 42]) {
      const error = await refusal(replyToContactMessage(actor, row.id, body));
      expect(error).toMatchObject({ code: "INVALID", fieldErrors: { reply: "Please write your reply" } });
    }
    const long = await refusal(replyToContactMessage(actor, row.id, "x".repeat(5001)));
    expect(long.fieldErrors).toEqual({ reply: "Please keep your reply to 5,000 characters or fewer" });
    await replyToContactMessage(actor, (await message("read")).id, "x".repeat(5000));
    expect(await refusal(replyToContactMessage(actor, randomUUID(), "Hello"))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await stored(row.id)).status).toBe("read");
    expect(await getDb().select().from(mailOutbox)).toHaveLength(1);
  });
});
