import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import * as t from "../../../../server/db/schema";
import { startJobWorker, stopJobWorker } from "../../../../server/modules/jobs/service";
import { listOutbox } from "../../../../server/modules/mail/service";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { seedSettings } from "../../../../tests/fixtures/settings";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { action, loader } from "./admin-settings";
import { runTestEmail } from "./test-email.server";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
const URL_ = "http://localhost:3000/admin/settings";
let cookie = "";

interface Received {
  user: string;
  pass: string;
  from: string;
  to: string[];
}

/** A real SMTP server that wants a login and keeps who logged in and what was sent. */
async function smtpServer(options: { rejectWith?: string } = {}) {
  const received: Received[] = [];
  const logins = new Map<string, { user: string; pass: string }>();
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, session, callback) {
      logins.set(session.id, { user: auth.username ?? "", pass: auth.password ?? "" });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        if (options.rejectWith) return callback(new Error(options.rejectWith));
        const login = logins.get(session.id) ?? { user: "", pass: "" };
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ ...login, from, to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  await seedSettings();
  ({ cookie } = await registeredAccount("owner@example.com", "admin", "Lalitha Menon"));
  startJobWorker(50);
});
afterAll(() => stopJobWorker());

async function post(fields: [string, string][]) {
  const request = new Request(URL_, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie },
  });
  const result = await action({ request, params: {}, context: {} } as unknown as ActionArgs);
  if (result instanceof Response) return { status: result.status, body: {} as Record<string, unknown> };
  const answer = result as unknown as { data: Record<string, unknown>; init: { status: number } };
  return { status: answer.init.status, body: answer.data };
}
const test = (address: string) =>
  post([
    ["intent", "test"],
    ["address", address],
  ]);

/** Saves SMTP settings through the page's own form, as an admin would. */
async function saveSmtp(values: Record<string, string>) {
  const result = await loader({
    request: new Request(URL_, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs);
  const page = await result.page;
  if (!page.ok) throw new Error(page.error);
  const fields: [string, string][] = [
    ["intent", "save"],
    ["version", page.version],
    ...page.settings.map((s): [string, string] => [`setting:${s.key}`, values[s.key] ?? s.value]),
  ];
  expect((await post(fields)).status).toBe(302);
}

describe("Test Email Service", () => {
  it("cancels without an address and refuses a malformed one, sending nothing", async () => {
    const before = (await getDb().select().from(t.mailOutbox)).length;
    expect(await test("  ")).toEqual({
      status: 400,
      body: { intent: "test", ok: false, message: "Test cancelled - no email address provided" },
    });
    expect(await test("owner-at-shop")).toEqual({
      status: 400,
      body: { intent: "test", ok: false, message: "Please enter a valid email address" },
    });
    expect((await getDb().select().from(t.mailOutbox)).length).toBe(before);
  });

  it("says the message stayed in the outbox when no mail server is configured", async () => {
    const answer = await test("asha@example.com");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: false });
    expect(answer.body.message).toBe(
      "No mail server is configured, so the test email to asha@example.com was kept in the outbox and not sent. Fill in the SMTP settings (or set SMTP_URL) and test again.",
    );
    expect((await listOutbox({ to: "asha@example.com" }))[0]).toMatchObject({
      status: "stored",
      template: "test",
    });
  });

  it("sends through the SMTP server saved on the page, with its login and From, at once and again after a change", async () => {
    const first = await smtpServer();
    const second = await smtpServer({ rejectWith: "Mailbox busy" });
    try {
      await saveSmtp({
        smtp_host: "127.0.0.1",
        smtp_port: String(first.port),
        smtp_username: "shop@divinethreads.example",
        smtp_password: "p@ss:word/with%odd#chars",
        email_from_address: "hello@divinethreads.example",
      });
      const sent = await test("ravi@example.com");
      expect(sent.body).toEqual({
        intent: "test",
        ok: true,
        message: "A test email was sent to ravi@example.com. Check that inbox (and its spam folder).",
      });
      expect(first.received).toEqual([
        {
          user: "shop@divinethreads.example",
          pass: "p@ss:word/with%odd#chars",
          from: "hello@divinethreads.example",
          to: ["ravi@example.com"],
        },
      ]);

      // No restart: the next e-mail takes the newly saved server, which refuses it.
      await saveSmtp({ smtp_port: String(second.port) });
      const refused = await test("ravi@example.com");
      expect(refused.body).toMatchObject({ intent: "test", ok: false });
      expect(refused.body.message).toMatch(
        /^The mail server did not accept the test email to ravi@example\.com: .*Mailbox busy/,
      );
      expect(first.received).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("says so when the message was queued but not sent in time", async () => {
    await stopJobWorker();
    try {
      expect(await runTestEmail("late@example.com", 300)).toEqual({
        ok: false,
        message:
          "The test email to late@example.com is queued but was not sent within 1 second; it will be tried again in the background.",
      });
    } finally {
      startJobWorker(50);
    }
  });
});
