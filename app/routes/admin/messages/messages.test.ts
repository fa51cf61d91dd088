import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import { activityLog } from "../../../../server/modules/audit/schema";
import { contactMessages } from "../../../../server/modules/content/schema";
import { mailOutbox } from "../../../../server/modules/mail/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { Toaster } from "../../../components/ui/toaster";
import MessagePage, { action, loader as openMessage } from "./message";
import Messages, { loader as listMessages } from "./messages";

withTestDatabase();

type ListPage = Exclude<Awaited<ReturnType<typeof listMessages>>, Response>;
type DetailPage = Exclude<Awaited<ReturnType<typeof openMessage>>, Response>;
interface Answer {
  data: { ok: boolean; message?: string; error?: string; fieldErrors?: Record<string, string> };
  init: { status: number } | null;
}

let staff = { userId: "", cookie: "" };
let admin = { userId: "", cookie: "" };

beforeAll(async () => {
  staff = await registeredAccount("helper@divinethreads.example", "staff", "Kiran Das");
  admin = await registeredAccount("owner@divinethreads.example", "admin", "Owner Admin");
});

beforeEach(async () => {
  for (const table of [contactMessages, mailOutbox, activityLog]) await getDb().delete(table);
});

async function message(status = "new", name = "Asha Rao", at = 0) {
  const [row] = await getDb()
    .insert(contactMessages)
    .values({
      name,
      email: `${name.split(" ")[0].toLowerCase()}@example.com`,
      subject: `About ${name}`,
      message: "Is the 3-4Y dress right for my daughter?",
      status,
      createdAt: new Date(Date.UTC(2026, 0, 1) + at * 60_000),
    })
    .returning();
  return row;
}

const request = (path: string, cookie: string, body?: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, {
    method: body ? "POST" : "GET",
    headers: { cookie, ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: body ? new URLSearchParams(body) : undefined,
  });

const list = async (query = "", cookie = staff.cookie) =>
  (await listMessages({
    request: request(`/admin/messages${query}`, cookie),
    params: {},
    context: {},
  } as never)) as ListPage;

const open = async (id: string | undefined, cookie = staff.cookie) =>
  (await openMessage({
    request: request(`/admin/messages/${id ?? ""}`, cookie),
    params: id === undefined ? {} : { id },
    context: {},
  } as never)) as DetailPage;

const post = async (id: string, body: Record<string, string>, cookie = staff.cookie) =>
  action({
    request: request(`/admin/messages/${id}`, cookie, body),
    params: { id },
    context: {},
  } as never);

const answer = (result: unknown): Answer =>
  result && typeof result === "object" && "init" in result
    ? (result as Answer)
    : { data: result as Answer["data"], init: null };

const stored = async (id: string) =>
  (await getDb().select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

function render(path: string, Component: unknown, loaderData: unknown, actionData?: unknown) {
  const Page = Component as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    {
      path: path.split("?")[0],
      Component: (props: Record<string, unknown>) => createElement(Toaster, null, createElement(Page, props)),
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [path],
      hydrationData: {
        loaderData: { "0": loaderData },
        ...(actionData ? { actionData: { "0": actionData } } : {}),
      },
    }),
  );
}

describe("/admin/messages", () => {
  it("lists the inbox with status tabs, search and paging kept in the address", async () => {
    await message("new", "Asha Rao", 1);
    await message("read", "Ravi Kumar", 2);
    await message("spam", "Spam Bot", 3);
    const page = await list();
    expect(page.filters).toEqual({ q: "", status: "" });
    expect(page.counts).toEqual({ all: 2, new: 1, read: 1, replied: 0, archived: 0, spam: 1 });
    expect(page.messages.map((m) => [m.name, m.status])).toEqual([
      ["Ravi Kumar", "read"],
      ["Asha Rao", "new"],
    ]);
    expect((await list("?status=spam")).messages.map((m) => m.name)).toEqual(["Spam Bot"]);
    const searched = await list("?q=ravi&status=read");
    expect(searched.filters).toEqual({ q: "ravi", status: "read" });
    expect(searched.total).toBe(1);
    const odd = await list(`?status=deleted&page=-2&q=${"%00".repeat(3)}`);
    expect(odd).toMatchObject({ filters: { q: "", status: "" }, page: 1, total: 2 });

    const html = render("/admin/messages", Messages, page);
    expect(html).toContain(">Messages</h1>");
    expect(html).toMatch(/href="\/admin\/messages\?status=new"[^>]*>New<span[^>]*>1</);
    expect(html).toContain(`href="/admin/messages/${page.messages[1].id}"`);
    expect(html).toContain('Asha Rao<span class="sr-only"> (new)</span>');
    expect(html).toContain('name="q"');
    expect(html).toMatch(/Showing <!-- -->1<!-- -->-<!-- -->2<!-- --> of <!-- -->2/);
  });

  it("says what the inbox is for when there are no messages, and when a search finds none", async () => {
    expect(render("/admin/messages", Messages, await list())).toContain("No messages yet");
    await message();
    const html = render("/admin/messages?q=nobody", Messages, await list("?q=nobody"));
    expect(html).toContain("No messages match");
  });
});

describe("/admin/messages/:id", () => {
  it("opens a new message and marks it read, logged once", async () => {
    const row = await message();
    const page = await open(row.id);
    expect(page.message).toMatchObject({ id: row.id, name: "Asha Rao", status: "read", reply: null });
    expect(page.outboxLink).toBe(false);
    expect((await stored(row.id)).status).toBe("read");
    await open(row.id);
    const log = await getDb().select().from(activityLog);
    expect(log.map((r) => [r.action, r.actorId])).toEqual([["contact_message.read", staff.userId]]);
    expect((await open(row.id, admin.cookie)).outboxLink).toBe(true);

    const html = render(`/admin/messages/${row.id}`, MessagePage, page);
    expect(html).toContain("About Asha Rao</h1>");
    expect(html).toContain("Is the 3-4Y dress right for my daughter?");
    expect(html).toContain("Your reply to Asha Rao");
    expect(html).toContain('value="reply"');
    expect(html).toContain(">Mark as spam</button>");
    expect(html).not.toContain("E-mails sent to");
  });

  it("answers an unknown or missing id with 404", async () => {
    for (const id of [randomUUID(), "no-such-message", undefined]) {
      const thrown = await open(id).catch((e: unknown) => e);
      expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
      expect((thrown as { data: { message: string } }).data.message).toBe("Message not found");
    }
    const missing = answer(await post(randomUUID(), { intent: "spam" }));
    expect(missing).toMatchObject({ init: { status: 404 }, data: { error: "Message not found" } });
  });

  it("sends a reply by e-mail and keeps it with the message", async () => {
    const row = await message("read");
    const sent = answer(
      await post(row.id, { intent: "reply", reply: "Namaste, 3-4Y fits a tall three-year-old." }),
    );
    expect(sent.data).toEqual({ ok: true, message: "Email sent successfully!" });
    expect(await stored(row.id)).toMatchObject({
      status: "replied",
      replyBody: "Namaste, 3-4Y fits a tall three-year-old.",
      repliedBy: staff.userId,
    });
    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail).toMatchObject({
      to: "asha@example.com",
      subject: "Re: About Asha Rao",
      template: "contact_reply",
    });

    const page = await open(row.id);
    expect(page.message.reply).toMatchObject({
      body: "Namaste, 3-4Y fits a tall three-year-old.",
      by: "Kiran Das",
    });
    const html = render(`/admin/messages/${row.id}`, MessagePage, page);
    expect(html).toContain("Namaste, 3-4Y fits a tall three-year-old.");
    expect(html).toContain("E-mailed to asha@example.com");
    expect(html).not.toContain("Your reply to");

    const again = answer(await post(row.id, { intent: "reply", reply: "Once more" }));
    expect(again.init?.status).toBe(409);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(1);
  });

  it("refuses an empty reply with a message beside the field, sending nothing", async () => {
    const row = await message("read");
    const empty = answer(await post(row.id, { intent: "reply", reply: "   " }));
    expect(empty).toMatchObject({
      init: { status: 400 },
      data: {
        ok: false,
        error: "Please write your reply",
        fieldErrors: { reply: "Please write your reply" },
      },
    });
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
    const html = render(`/admin/messages/${row.id}`, MessagePage, await open(row.id), empty.data);
    expect(html).toMatch(/id="field-reply-error"[^>]*>Please write your reply</);
    expect(html).toContain('aria-invalid="true"');
  });

  it("marks as spam, moves back, and marks unread by going back to the list", async () => {
    const row = await message("read");
    expect(answer(await post(row.id, { intent: "spam" })).data).toEqual({
      ok: true,
      message: "Marked as spam",
    });
    expect(answer(await post(row.id, { intent: "spam" })).data.message).toBe(
      "This message was already marked as spam.",
    );
    const spamPage = render(`/admin/messages/${row.id}`, MessagePage, await open(row.id));
    expect(spamPage).toContain("Move it back to the inbox to answer it.");
    expect(spamPage).not.toContain("Your reply to");
    expect(answer(await post(row.id, { intent: "restore" })).data.message).toBe("Moved back to the inbox");
    const unread = (await post(row.id, { intent: "unread" })) as Response;
    expect(unread.status).toBe(302);
    expect(unread.headers.get("location")).toBe("/admin/messages");
    expect(unread.headers.get("set-cookie")).toContain("flash=");
    expect((await stored(row.id)).status).toBe("new");
    const refused = answer(await post(row.id, { intent: "restore" }));
    expect(refused).toMatchObject({
      init: { status: 409 },
      data: { error: "This message is already in the inbox." },
    });
    for (const body of [{}, { intent: "delete" }] as Record<string, string>[])
      expect(answer(await post(row.id, body)).init?.status).toBe(400);
  });
});
