import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_SETTINGS_MESSAGES } from "../../../../lib/admin-settings";
import { getDb } from "../../../../server/db/client";
import * as t from "../../../../server/db/schema";
import { takeFlash } from "../../../../server/http/flash";
import { MASK } from "../../../../server/modules/audit/service";
import { getAdminSetting, prepareSettings } from "../../../../server/modules/settings/service";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { findInDatabase, seedSettings } from "../../../../tests/fixtures/settings";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { loader as rootLoader } from "../../../root";
import AdminSettings, { action, loader } from "./admin-settings";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
const SMTP_SECRET = "Shubh-Labh#SMTP-2026";
const GEMINI_SECRET = "AIzaSy-Gemini-Secret-42";
const URL_ = "http://localhost:3000/admin/settings";
let cookie = "";

beforeAll(async () => {
  await seedSettings({ smtp_password: SMTP_SECRET, gemini_api_key: GEMINI_SECRET });
  // Not flagged encrypted, but its key says 'key': masked all the same (spec §2).
  await getDb().insert(t.adminSettings).values({
    settingKey: "razorpay_key_id",
    settingValue: "rzp_live_Visible9",
    description: "Razorpay key id",
  });
  ({ cookie } = await registeredAccount("owner@example.com", "admin", "Lalitha Menon"));
});

async function load() {
  const result = await loader({
    request: new Request(URL_, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs);
  const page = await result.page;
  if (!page.ok) throw new Error(page.error);
  return { result, page };
}

type Answer = { status: number; body: Record<string, unknown>; response?: Response };
async function post(fields: [string, string][]): Promise<Answer> {
  const body = new URLSearchParams(fields);
  const request = new Request(URL_, { method: "POST", body, headers: { cookie } });
  const result = await action({ request, params: {}, context: {} } as unknown as ActionArgs);
  if (result instanceof Response) return { status: result.status, body: {}, response: result };
  const answer = result as unknown as { data: Record<string, unknown>; init: { status: number } };
  return { status: answer.init.status, body: answer.data };
}

/** The whole form as the page posts it: every setting, masked ones empty unless typed. */
async function formWith(changes: Record<string, string>): Promise<[string, string][]> {
  const { page } = await load();
  return [
    ["intent", "save"],
    ["version", page.version],
    ...page.settings.map((s): [string, string] => [`setting:${s.key}`, changes[s.key] ?? s.value]),
  ];
}

const stored = () => getDb().select().from(t.adminSettings).orderBy(t.adminSettings.settingKey);
const lastActivity = async () =>
  (await getDb().select().from(t.activityLog).orderBy(desc(t.activityLog.seq)).limit(1))[0];

describe("/admin/settings: secrets", () => {
  it("encrypts seeded plain-text secrets once at start: no text column of admin_settings, settings or activity_log holds them", async () => {
    // The scan does find what is stored in clear (a description), so an empty answer means something.
    expect(await findInDatabase("Name shown as the sender")).toEqual(["admin_settings.description"]);
    for (const secret of [SMTP_SECRET, GEMINI_SECRET]) expect(await findInDatabase(secret)).toEqual([]);
    const before = await stored();
    expect(await prepareSettings()).toEqual({ sealed: [], resealed: [], unreadable: [] });
    expect(await stored()).toEqual(before);
    expect(await getAdminSetting("smtp_password")).toBe(SMTP_SECRET);
  });

  it("sends every setting ordered by key with its label and description, but never a masked value", async () => {
    const { result, page } = await load();
    expect(page.settings.map((s) => s.key)).toEqual([...page.settings.map((s) => s.key)].sort());
    const smtp = page.settings.find((s) => s.key === "smtp_password")!;
    expect(smtp).toMatchObject({
      label: "Smtp Password",
      masked: true,
      isEncrypted: true,
      value: "",
      isSet: true,
    });
    expect(page.settings.find((s) => s.key === "razorpay_key_id")).toMatchObject({ masked: true, value: "" });
    expect(page.settings.find((s) => s.key === "email_notifications_enabled")).toMatchObject({
      label: "Email Notifications Enabled",
      kind: "boolean",
      value: "true",
      description: "Send order e-mails to customers",
    });
    const json = JSON.stringify({ ...result, page });
    for (const secret of [SMTP_SECRET, GEMINI_SECRET, "rzp_live_Visible9", "enc:v1:"])
      expect(json).not.toContain(secret);
    expect(page.mail).toEqual({ kind: "outbox", server: null });
  });

  it("keeps a masked value left untouched, seals a typed one, and logs the change without the value", async () => {
    expect((await post(await formWith({ email_from_name: "Divine Threads Jaipur" }))).status).toBe(302);
    expect(await getAdminSetting("smtp_password")).toBe(SMTP_SECRET);
    expect(await getAdminSetting("razorpay_key_id")).toBe("rzp_live_Visible9");

    const next = "New-SMTP-Pa$$word-77";
    const saved = await post(await formWith({ smtp_password: next }));
    expect(saved.status).toBe(302);
    expect(await getAdminSetting("smtp_password")).toBe(next);
    expect(await findInDatabase(next)).toEqual([]);
    expect(await lastActivity()).toMatchObject({
      action: "settings.update",
      entityType: "admin_setting",
      actorEmail: "owner@example.com",
      changes: { smtp_password: { before: MASK, after: MASK } },
    });
    const cleared = await post([...(await formWith({})), ["clear", "gemini_api_key"]]);
    expect(cleared.status).toBe(302);
    expect(await getAdminSetting("gemini_api_key")).toBe("");
    expect((await lastActivity()).changes).toEqual({ gemini_api_key: { before: MASK, after: "" } });
  });

  it("answers a save with a redirect and 'Settings saved successfully!', logging before and after", async () => {
    const saved = await post(await formWith({ admin_notification_email: "owner@shop.example" }));
    expect(saved.response!.headers.get("location")).toBe("/admin/settings");
    const flash = new Request(URL_, {
      headers: { cookie: saved.response!.headers.get("set-cookie")!.split(";")[0] },
    });
    expect((await takeFlash(flash)).message).toEqual({
      type: "success",
      text: "Settings saved successfully!",
    });
    expect((await lastActivity()).changes).toEqual({
      admin_notification_email: { before: "orders@divinethreads.example", after: "owner@shop.example" },
    });
  });
});

describe("/admin/settings: bad input", () => {
  it("refuses settings of the wrong type with a message naming each, and saves nothing", async () => {
    const before = await stored();
    const refused = await post(
      await formWith({
        smtp_port: "five-eight-seven",
        email_from_address: "orders at shop",
        email_notifications_enabled: "maybe",
        email_from_name: "A valid change that must not be saved either",
        smtp_password: "Typed-But-Refused-1",
      }),
    );
    expect(JSON.stringify(refused.body)).not.toContain("Typed-But-Refused-1");
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: "Failed to save settings",
      fieldErrors: {
        smtp_port: "Smtp Port must be a whole number from 1 to 65535",
        email_from_address: "Email From Address must be a valid email address",
        email_notifications_enabled: "Email Notifications Enabled must be Enabled or Disabled",
      },
    });
    expect(await stored()).toEqual(before);
  });

  it("refuses an unknown setting with 'Failed to update {key}', and a save made on an old copy", async () => {
    const before = await stored();
    const unknown = await post([...(await formWith({})), ["setting:no_such_setting", "x"]]);
    expect(unknown).toMatchObject({ status: 400, body: { error: "Failed to update no_such_setting" } });
    const form = (await formWith({ email_from_name: "Stale" })).map(([k, v]): [string, string] =>
      k === "version" ? [k, "2020-01-01T00:00:00.000Z"] : [k, v],
    );
    expect(await post(form)).toMatchObject({ status: 409, body: { error: ADMIN_SETTINGS_MESSAGES.stale } });
    expect(await stored()).toEqual(before);
  });
});

describe("/admin/settings: the page", () => {
  it("renders the spec's header, card, badges, masked inputs and instructions, with no secret in the HTML", async () => {
    await getDb()
      .update(t.adminSettings)
      .set({ settingValue: "" })
      .where(eq(t.adminSettings.settingKey, "smtp_host"));
    const { result } = await load();
    const Page = AdminSettings as unknown as React.ComponentType<Record<string, unknown>>;
    const Stub = createRoutesStub([{ path: "/admin/settings", Component: Page }]);
    const element = createElement(Stub, {
      initialEntries: ["/admin/settings"],
      hydrationData: { loaderData: { "0": result } },
    });
    const html = await new Response((await prerender(element)).prelude).text();
    for (const text of [
      "Admin Settings",
      "Configure email settings, API keys, and other application settings.",
      "Email Configuration",
      ">Encrypted<",
      "Smtp Password",
      "Test Email Service",
      "Save Settings",
      "Setup Instructions",
      "No mail server is configured",
      ">Enabled<",
      ">Disabled<",
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/<input[^>]*id="setting-smtp_password"[^>]*type="password"/);
    expect(html).toMatch(/<input[^>]*id="setting-razorpay_key_id"[^>]*type="password"/);
    expect(html).not.toContain("rzp_live_Visible9");
    expect(html).not.toContain("enc:v1:");

    // While the settings load, a skeleton stands in for the card.
    const pending = { ...result, page: new Promise(() => undefined) };
    const loading = renderToString(
      createElement(Stub, {
        initialEntries: ["/admin/settings"],
        hydrationData: { loaderData: { "0": pending } },
      }),
    );
    expect(loading).toContain("Loading settings");
    expect(loading).toContain('aria-busy="true"');
  });

  it("says 'Failed to load admin settings' when the settings cannot be read, and the stream's failure too", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await getDb().execute(sql`alter table admin_settings rename to admin_settings_away`);
    try {
      const result = await loader({
        request: new Request(URL_, { headers: { cookie } }),
        params: {},
        context: {},
      } as unknown as LoaderArgs);
      expect(await result.page).toEqual({ ok: false, error: "Failed to load admin settings" });
    } finally {
      await getDb().execute(sql`alter table admin_settings_away rename to admin_settings`);
      quiet.mockRestore();
    }
    const Page = AdminSettings as unknown as React.ComponentType<Record<string, unknown>>;
    const Stub = createRoutesStub([{ path: "/admin/settings", Component: Page }]);
    const failed = Promise.reject(new Error("stream lost"));
    failed.catch(() => undefined);
    const html = await new Response(
      (
        await prerender(
          createElement(Stub, {
            initialEntries: ["/admin/settings"],
            hydrationData: { loaderData: { "0": { adminEmail: "owner@example.com", page: failed } } },
          }),
        )
      ).prelude,
    ).text();
    expect(html).toContain("An error occurred while loading settings");
  });

  it("never sends a secret to the storefront either (the root loader's public settings)", async () => {
    const answer = (await rootLoader({
      request: new Request("http://localhost:3000/", { headers: { cookie } }),
      params: {},
      context: { cspNonce: "n" },
    } as unknown as Parameters<typeof rootLoader>[0])) as unknown as { data: unknown };
    const json = JSON.stringify(answer.data);
    expect(json).toContain("Divine Threads");
    for (const secret of [GEMINI_SECRET, "New-SMTP-Pa$$word-77", "enc:v1:"])
      expect(json).not.toContain(secret);
  });
});
