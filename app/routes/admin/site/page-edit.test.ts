import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_MESSAGES } from "../../../../lib/page-form";
import { getDb } from "../../../../server/db/client";
import { actionAnswer, formPost } from "./action-answer";
import { activityLog } from "../../../../server/modules/audit/schema";
import { pageContent } from "../../../../server/modules/content/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { loader as infoPageLoader } from "../../info-page";
import { Toaster } from "../../../components/ui/toaster";
import PageEdit, { action, loader } from "./page-edit";
import { loader as listLoader } from "./pages";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("meera@example.com", "staff", "Meera Nair"));
});

const url = (key: string) => `http://localhost:3000/admin/cms/pages/${key}`;

async function open(key: string) {
  return (await loader({
    request: new Request(url(key), { headers: { cookie } }),
    params: { key },
    context: {},
  } as unknown as LoaderArgs)) as Awaited<ReturnType<typeof loader>>;
}

async function post(key: string, fields: Record<string, string>) {
  const request = formPost(url(key), fields, cookie);
  return actionAnswer(
    await action({ request, params: { key }, context: {} } as unknown as ActionArgs),
    url(key),
  );
}

/** The storefront's /returns page, as an anonymous shopper's request loads it. */
const storefrontReturns = () =>
  infoPageLoader({
    request: new Request("http://localhost:3000/returns"),
    params: {},
    context: {},
  } as unknown as Parameters<typeof infoPageLoader>[0]);

const stored = async () =>
  (await getDb().select().from(pageContent).where(eq(pageContent.key, "return_policy")))[0];

const HOSTILE = `<h2>Returns made easy</h2><script>fetch("/steal?c="+document.cookie)</script><p onmouseover="x()">Within <strong>45 days</strong>.</p>`;

describe("/admin/cms/pages and /admin/cms/pages/:key", () => {
  it("lists the six pages and opens one on its built-in text; an unknown key is a 404", async () => {
    const list = (await listLoader({
      request: new Request("http://localhost:3000/admin/cms/pages", { headers: { cookie } }),
      params: {},
      context: {},
    } as unknown as Parameters<typeof listLoader>[0])) as Awaited<ReturnType<typeof listLoader>>;
    expect(list.pages.map((p) => p.title)).toEqual([
      "About Us",
      "Contact Us",
      "Privacy Policy",
      "Terms of Service",
      "Return Policy",
      "Shipping Information",
    ]);
    const { page } = await open("return_policy");
    expect(page).toMatchObject({ title: "Return Policy", path: "/returns", version: "", status: "default" });
    expect(page.live.html).toContain("7-10 business days");
    const missing = await Promise.resolve(open("no_such_page")).catch((e: unknown) => e);
    expect(missing).toMatchObject({
      init: { status: 404 },
      data: { message: "There is no such information page." },
    });
  });

  it("previews the sanitised page without saving, and gives back what was typed", async () => {
    const fields = { intent: "preview", title: "Returns", content: HOSTILE, isPublished: "on" };
    const answer = await post("return_policy", fields);
    expect(answer).toEqual({
      status: 200,
      body: {
        ok: true,
        values: { title: "Returns", content: HOSTILE, isPublished: true },
        preview: {
          key: "return_policy",
          title: "Returns",
          html: "<h2>Returns made easy</h2><p>Within <strong>45 days</strong>.</p>",
          isDefault: false,
        },
      },
    });
    expect(await stored()).toBeUndefined();
  });

  it("saves the sanitised text (no <script>), logs it, and the storefront page shows it on the next request", async () => {
    const answer = await post("return_policy", {
      title: "Returns",
      content: HOSTILE,
      isPublished: "on",
      version: "",
    });
    expect(answer).toEqual({
      status: 302,
      location: "/admin/cms/pages/return_policy",
      flash: "Returns saved",
    });
    expect((await stored()).content).toBe(
      "<h2>Returns made easy</h2><p>Within <strong>45 days</strong>.</p>",
    );
    expect(await storefrontReturns()).toEqual({
      key: "return_policy",
      title: "Returns",
      html: "<h2>Returns made easy</h2><p>Within <strong>45 days</strong>.</p>",
      isDefault: false,
    });
    const [log] = await getDb().select().from(activityLog).where(eq(activityLog.entityType, "page"));
    expect(log).toMatchObject({ action: "page.create", actorEmail: "meera@example.com" });
    expect((await open("return_policy")).page.status).toBe("custom");
  });

  it("refuses bad input and stale versions with messages, keeping what was typed and changing nothing", async () => {
    const before = await stored();
    const { version } = (await open("return_policy")).page;
    expect(await post("return_policy", { title: "", content: "<script>x()</script>", version })).toEqual({
      status: 400,
      body: {
        ok: false,
        error: "Please correct the fields marked below.",
        fieldErrors: { title: PAGE_MESSAGES.titleRequired },
        values: { title: "", content: "<script>x()</script>", isPublished: false },
      },
    });
    expect(
      await post("return_policy", { title: "Returns", content: "<script>x()</script>", version }),
    ).toMatchObject({
      status: 400,
      body: { fieldErrors: { content: PAGE_MESSAGES.contentUnsafeOnly } },
    });
    expect(await post("return_policy", { title: "Late", content: "<p>Late</p>", version: "" })).toMatchObject(
      {
        status: 409,
        body: { error: expect.stringContaining("Someone else changed this page") },
      },
    );
    expect(await post("no_such_page", { title: "x", content: "<p>x</p>" })).toMatchObject({ status: 404 });
    expect(await post("return_policy", {})).toMatchObject({ status: 400 });
    expect(await stored()).toEqual(before);
  });

  it("unpublishing and restoring bring the built-in text back to the storefront", async () => {
    const { version } = (await open("return_policy")).page;
    await post("return_policy", { title: "Returns", content: "<p>Hidden</p>", version });
    expect(await storefrontReturns()).toMatchObject({ title: "Return Policy", isDefault: true });
    expect(await post("return_policy", { intent: "reset" })).toEqual({
      status: 302,
      location: "/admin/cms/pages/return_policy",
      flash: "Return Policy shows the built-in text again",
    });
    expect(await stored()).toBeUndefined();
    expect((await open("return_policy")).page).toMatchObject({ version: "", status: "default" });
  });
});

/** The editor as the server renders it, with an optional action answer (a preview or a refusal). */
async function render(key: string, actionData?: unknown) {
  const Page = PageEdit as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    {
      path: "/admin/cms/pages/:key",
      Component: (props: Record<string, unknown>) => createElement(Toaster, null, createElement(Page, props)),
    },
  ]);
  const html = renderToString(
    createElement(Stub, {
      initialEntries: [`/admin/cms/pages/${key}`],
      hydrationData: {
        loaderData: { "0": await open(key) },
        actionData: actionData ? { "0": actionData } : undefined,
      },
    }),
  );
  return html.replaceAll("<!-- -->", "");
}

describe("/admin/cms/pages/:key page", () => {
  it("shows the editor with the live page as its preview", async () => {
    const html = await render("shipping_info");
    expect(html).toContain(">Shipping Information</h1>");
    expect(html).toContain('for="field-title"');
    expect(html).toContain('id="field-content-label"');
    expect(html).toContain("What the shop shows now.");
    expect(html).toContain("The shop shows its built-in text for this page.");
    expect(html).toContain("Preview changes");
    // Nothing stored: nothing to restore.
    expect(html).not.toContain("Restore built-in text");
  });

  it("shows a preview the server sanitised, and keeps what was typed in the form", async () => {
    const answer = await post("shipping_info", {
      intent: "preview",
      title: "Delivery",
      content: `<p>Fast <script>alert(1)</script>delivery</p>`,
      isPublished: "on",
    });
    const html = await render("shipping_info", answer.body);
    expect(html).toContain("Your changes as the shop will show them (not saved yet).");
    expect(html).toContain("<p>Fast delivery</p>");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain('value="Delivery"');
  });
});
