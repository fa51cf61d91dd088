import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import {
  getContactMessage,
  listContactMessages,
  newContactMessageCount,
  openContactMessage,
} from "./admin-contact";
import { contactMessages } from "./schema";

withTestDatabase();

let actor = { id: "", email: "helper@divinethreads.example" };

beforeAll(async () => {
  actor = { ...actor, id: (await registeredAccount(actor.email, "staff", "Helper Staff")).userId };
});

beforeEach(async () => {
  await getDb().delete(contactMessages);
  await getDb().delete(activityLog);
});

type Status = "new" | "read" | "replied" | "archived" | "spam";

async function message(
  fields: {
    name?: string;
    email?: string;
    subject?: string | null;
    message?: string;
    status?: Status;
    at?: number;
  } = {},
) {
  const [row] = await getDb()
    .insert(contactMessages)
    .values({
      name: fields.name ?? "Asha Rao",
      email: fields.email ?? "asha@example.com",
      subject: fields.subject === undefined ? "Sizes for Janmashtami" : fields.subject,
      message: fields.message ?? "Is the 3-4Y dress right for a tall three-year-old?",
      status: fields.status ?? "new",
      createdAt: new Date(Date.UTC(2026, 0, 1) + (fields.at ?? 0) * 60_000),
    })
    .returning();
  return row;
}

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

describe("the contact inbox's list", () => {
  it("has tabs per status with counts; All is everything but spam, newest first", async () => {
    const statuses: Status[] = ["new", "new", "read", "replied", "archived", "spam"];
    for (const [i, status] of statuses.entries()) await message({ status, name: `Sender ${i}`, at: i });
    const all = await listContactMessages({});
    expect(all.tab).toBe("all");
    expect(all.counts).toEqual({ all: 5, new: 2, read: 1, replied: 1, archived: 1, spam: 1 });
    expect(all.messages.map((m) => m.name)).toEqual([
      "Sender 4",
      "Sender 3",
      "Sender 2",
      "Sender 1",
      "Sender 0",
    ]);
    expect((await listContactMessages({ tab: "spam" })).messages.map((m) => m.name)).toEqual(["Sender 5"]);
    expect((await listContactMessages({ tab: "new" })).total).toBe(2);
    expect(await newContactMessageCount()).toBe(2);
  });

  it("searches name, e-mail, subject and message, case-insensitively and with wildcards taken literally", async () => {
    await message({
      name: "Meera Iyer",
      email: "meera@example.com",
      subject: null,
      message: "Do you ship to Pune?",
    });
    await message({
      name: "Ravi",
      email: "ravi@example.com",
      subject: "100% silk?",
      message: "Is the dhoti silk?",
    });
    await message({
      name: "Kiran",
      email: "kiran@example.com",
      subject: "Exchange",
      message: "Wrong size, please help",
    });
    const names = async (q: string) => (await listContactMessages({ q })).messages.map((m) => m.name).sort();
    expect(await names("MEERA")).toEqual(["Meera Iyer"]);
    expect(await names("ravi@example")).toEqual(["Ravi"]);
    expect(await names("100%")).toEqual(["Ravi"]);
    expect(await names("%")).toEqual(["Ravi"]);
    expect(await names("pune")).toEqual(["Meera Iyer"]);
    expect(await names("exchange")).toEqual(["Kiran"]);
    expect(await names("\0 ")).toEqual(["Kiran", "Meera Iyer", "Ravi"]);
    expect((await listContactMessages({ q: "silk", tab: "read" })).counts).toMatchObject({
      all: 1,
      new: 1,
      read: 0,
    });
  });

  it("pages 25 at a time, clamping odd page numbers and reading unknown tabs as All", async () => {
    for (let i = 0; i < 27; i++) await message({ name: `Bulk ${String(i).padStart(2, "0")}`, at: i });
    const first = await listContactMessages({ page: 1 });
    expect(first).toMatchObject({ total: 27, page: 1, pageCount: 2 });
    expect(first.messages).toHaveLength(25);
    expect((await listContactMessages({ page: 2 })).messages.map((m) => m.name)).toEqual([
      "Bulk 01",
      "Bulk 00",
    ]);
    expect((await listContactMessages({ page: 99 })).page).toBe(2);
    expect((await listContactMessages({ page: -3 })).page).toBe(1);
    expect((await listContactMessages({ tab: "deleted" as never })).tab).toBe("all");
  });

  it("shows a snippet of a long message, not all of it", async () => {
    await message({ message: `${"a".repeat(140)}${"b".repeat(500)}` });
    const [row] = (await listContactMessages({})).messages;
    expect(row.snippet).toBe("a".repeat(140));
  });
});

describe("opening a message", () => {
  it("marks a new message read once, with one activity-log row", async () => {
    const row = await message();
    const opened = await openContactMessage(actor, row.id);
    expect(opened).toMatchObject({ id: row.id, status: "read", message: row.message, replyBody: null });
    expect((await getContactMessage(row.id)).status).toBe("read");
    await openContactMessage(actor, row.id);
    const log = await getDb().select().from(activityLog);
    expect(log).toEqual([
      expect.objectContaining({
        actorId: actor.id,
        actorEmail: actor.email,
        action: "contact_message.read",
        entityType: "contact_message",
        entityId: row.id,
        entityLabel: "Asha Rao (asha@example.com)",
        changes: { status: { before: "new", after: "read" } },
      }),
    ]);
    expect(await newContactMessageCount()).toBe(0);
  });

  it("leaves a message that is not new as it is", async () => {
    for (const status of ["replied", "archived", "spam"] as const) {
      const row = await message({ status });
      expect((await openContactMessage(actor, row.id)).status).toBe(status);
    }
    expect(await getDb().select().from(activityLog)).toEqual([]);
  });

  it("answers an unknown id, or one that is no id at all, with NOT_FOUND", async () => {
    for (const id of [randomUUID(), "no-such-page", "", "' or 1=1 --"]) {
      const error = await refusal(openContactMessage(actor, id));
      expect(error).toMatchObject({ code: "NOT_FOUND", message: "Message not found" });
    }
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.status, "read"));
    expect(row).toBeUndefined();
  });
});
