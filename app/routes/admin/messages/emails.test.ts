import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import { activityLog } from "../../../../server/modules/audit/schema";
import { jobs } from "../../../../server/modules/jobs/schema";
import { mailOutbox } from "../../../../server/modules/mail/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { PREVIEW_POLICY } from "../../../components/admin/messages/mail-preview";
import { Toaster } from "../../../components/ui/toaster";
import EmailPage, { action, loader as openEmail } from "./email";
import Emails, { loader as listEmails } from "./emails";

withTestDatabase();

type ListPage = Exclude<Awaited<ReturnType<typeof listEmails>>, Response>;
type DetailPage = Exclude<Awaited<ReturnType<typeof openEmail>>, Response>;
interface Answer {
  data: { ok: boolean; message?: string; error?: string };
  init: { status: number } | null;
}

let staff = { userId: "", cookie: "" };
let admin = { userId: "", cookie: "" };

beforeAll(async () => {
  staff = await registeredAccount("helper@divinethreads.example", "staff", "Kiran Das");
  admin = await registeredAccount("owner@divinethreads.example", "admin", "Owner Admin");
});

beforeEach(async () => {
  for (const table of [mailOutbox, jobs, activityLog]) await getDb().delete(table);
});

const ATTACK =
  '<p>Hello</p><script>parent.document.title="hacked"</script><img src=x onerror="alert(1)"><a href="javascript:alert(2)">x</a>';

async function mail(
  to: string,
  status: string,
  template = "order_confirmation",
  at = 0,
  html = "<p>Hello</p>",
) {
  const [row] = await getDb()
    .insert(mailOutbox)
    .values({
      to,
      subject: `Order update for ${to}`,
      html,
      text: "Hello\nThank you",
      template,
      status,
      error: status === "failed" ? "550 Mailbox unavailable" : null,
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

const list = async (query = "", cookie = admin.cookie) =>
  (await listEmails({
    request: request(`/admin/emails${query}`, cookie),
    params: {},
    context: {},
  } as never)) as ListPage;

const open = async (id: string | undefined, cookie = admin.cookie) =>
  (await openEmail({
    request: request(`/admin/emails/${id ?? ""}`, cookie),
    params: id === undefined ? {} : { id },
    context: {},
  } as never)) as DetailPage;

const post = async (id: string, body: Record<string, string>, cookie = admin.cookie) =>
  action({
    request: request(`/admin/emails/${id}`, cookie, body),
    params: { id },
    context: {},
  } as never);

const answer = (result: unknown): Answer =>
  result && typeof result === "object" && "init" in result
    ? (result as Answer)
    : { data: result as Answer["data"], init: null };

const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status;

function render(path: string, Component: unknown, loaderData: unknown) {
  const Page = Component as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    {
      path: path.split("?")[0],
      Component: (props: Record<string, unknown>) => createElement(Toaster, null, createElement(Page, props)),
    },
  ]);
  return renderToString(
    createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { "0": loaderData } } }),
  );
}

describe("/admin/emails", () => {
  it("lists the outbox with status tabs, template filter and recipient search from the address", async () => {
    await mail("asha@example.com", "sent", "order_confirmation", 1);
    await mail("asha@example.com", "failed", "order_status_update", 2);
    await mail("ravi@example.com", "queued", "verify_email", 3);
    const page = await list();
    expect(page.counts).toEqual({ all: 3, queued: 1, sent: 1, stored: 0, failed: 1 });
    expect(page.templates).toEqual([
      { value: "order_confirmation", label: "Order confirmation" },
      { value: "order_status_update", label: "Order status update" },
      { value: "verify_email", label: "Verify email" },
    ]);
    const failed = await list("?status=failed&q=ASHA");
    expect(failed.filters).toEqual({ q: "ASHA", status: "failed", template: "" });
    expect(failed.mails.map((m) => [m.to, m.error])).toEqual([
      ["asha@example.com", "550 Mailbox unavailable"],
    ]);
    expect((await list("?template=verify_email")).mails.map((m) => m.to)).toEqual(["ravi@example.com"]);
    const odd = await list(`?status=bounced&page=x&template=${"%00".repeat(2)}`);
    expect(odd).toMatchObject({ filters: { q: "", status: "", template: "" }, total: 3, page: 1 });

    const html = render("/admin/emails?status=failed&q=ASHA", Emails, failed);
    expect(html).toContain(">E-mails</h1>");
    expect(html).toMatch(/aria-current="page"[^>]*href="\/admin\/emails\?q=ASHA&amp;status=failed"/);
    expect(html).toContain(`href="/admin/emails/${failed.mails[0].id}"`);
    expect(html).toContain("550 Mailbox unavailable");
    expect(html).toContain('<option value="order_status_update">Order status update</option>');
    expect(html).not.toContain("<p>Hello</p>");
  });

  it("is for admins only: staff are refused", async () => {
    expect(statusOf(await list("", staff.cookie).catch((e: unknown) => e))).toBe(403);
    const row = await mail("asha@example.com", "failed");
    expect(statusOf(await open(row.id, staff.cookie).catch((e: unknown) => e))).toBe(403);
    expect(
      statusOf(
        await Promise.resolve(post(row.id, { intent: "retry" }, staff.cookie)).catch((e: unknown) => e),
      ),
    ).toBe(403);
    const [stored] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(stored.status).toBe("failed");
  });
});

describe("/admin/emails/:id", () => {
  it("shows the HTML in a sandboxed frame where it cannot run scripts, and the text as text", async () => {
    const row = await mail("asha@example.com", "sent", "order_confirmation", 0, ATTACK);
    const page = await open(row.id);
    expect(page.mail).toMatchObject({ to: "asha@example.com", html: ATTACK, text: "Hello\nThank you" });
    const html = render(`/admin/emails/${row.id}`, EmailPage, page);
    const frames = html.match(/<iframe[^>]*>/g) ?? [];
    expect(frames).toHaveLength(1);
    const frame = frames[0] ?? "";
    // An empty sandbox: no allow-scripts, no allow-same-origin.
    expect(frame).toMatch(/ sandbox=""/);
    expect(frame).not.toContain("allow-");
    // The policy comes first inside the frame, before anything the message holds.
    const inner = (/ srcDoc="([^"]*)"/i.exec(frame)?.[1] ?? "")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    expect(inner.indexOf(`content="${PREVIEW_POLICY}"`)).toBeGreaterThan(0);
    expect(inner.indexOf(PREVIEW_POLICY)).toBeLessThan(inner.indexOf("<script>"));
    expect(PREVIEW_POLICY).toContain("script-src 'none'");
    // Outside the frame the message's markup is never markup of this page.
    const outside = html.replace(/<iframe[^>]*>/g, "");
    expect(outside).not.toContain("<script>");
    expect(outside).not.toContain("onerror");
    expect(html).toContain("Hello\nThank you</pre>");
    expect(html).not.toContain("Send again");
  });

  it("retries a failed e-mail once, logs it, and refuses a sent one with a clear message", async () => {
    const failed = await mail("asha@example.com", "failed");
    const before = render(`/admin/emails/${failed.id}`, EmailPage, await open(failed.id));
    expect(before).toContain("550 Mailbox unavailable");
    expect(before).toContain('value="retry"');
    expect(answer(await post(failed.id, { intent: "retry" })).data).toEqual({
      ok: true,
      message: "The e-mail is queued to be sent again.",
    });
    const [requeued] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(requeued).toMatchObject({ status: "queued", error: null });
    expect(await getDb().select().from(jobs)).toHaveLength(1);
    const [log] = await getDb().select().from(activityLog);
    expect(log).toMatchObject({ action: "email.retry", actorId: admin.userId, entityId: failed.id });
    const twice = answer(await post(failed.id, { intent: "retry" }));
    expect(twice).toMatchObject({
      init: { status: 409 },
      data: {
        ok: false,
        error: "This e-mail is already queued to be sent. Only a failed e-mail can be retried.",
      },
    });

    const sent = await mail("ravi@example.com", "sent");
    expect(answer(await post(sent.id, { intent: "retry" }))).toMatchObject({
      init: { status: 409 },
      data: {
        error:
          "This e-mail has already been sent, so it cannot be retried. Only a failed e-mail can be sent again.",
      },
    });
    expect(await getDb().select().from(jobs)).toHaveLength(1);
    expect(await getDb().select().from(activityLog)).toHaveLength(1);
  });

  it("answers an unknown id with 404 and an unknown action with 400", async () => {
    for (const id of [randomUUID(), "no-such-mail", undefined]) {
      const thrown = await open(id).catch((e: unknown) => e);
      expect(statusOf(thrown)).toBe(404);
      expect((thrown as { data: { message: string } }).data.message).toBe("E-mail not found");
    }
    expect(answer(await post(randomUUID(), { intent: "retry" })).init?.status).toBe(404);
    const row = await mail("asha@example.com", "failed");
    for (const body of [{}, { intent: "delete" }] as Record<string, string>[])
      expect(answer(await post(row.id, body))).toMatchObject({
        init: { status: 400 },
        data: { error: "Unknown action. Reload the page and try again." },
      });
  });
});
