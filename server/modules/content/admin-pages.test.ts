import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_MESSAGES } from "../../../lib/page-form";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { user } from "../customers/auth-schema";
import {
  getAdminPage,
  listAdminPages,
  PAGE_ERRORS,
  previewInfoPage,
  resetInfoPage,
  saveInfoPage,
} from "./admin-pages";
import { getInfoPage } from "./pages";
import { pageContent } from "./schema";

withTestDatabase();

let actor = { id: "", email: "" };

beforeAll(async () => {
  actor = { id: randomUUID(), email: "editor@example.com" };
  await getDb().insert(user).values({ id: actor.id, name: "Editor", email: actor.email, role: "staff" });
});

const stored = async (key: string) =>
  (await getDb().select().from(pageContent).where(eq(pageContent.key, key)))[0];
const pageLogs = () =>
  getDb()
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityType, "page"))
    .orderBy(asc(activityLog.seq));

async function refusal(work: () => Promise<unknown> | unknown) {
  const error = await Promise.resolve()
    .then(work)
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(AppError);
  const { code, message, fieldErrors } = error as AppError;
  return { code, message, fieldErrors };
}

const HOSTILE = `<h2 onclick="steal()">Our story</h2><script>alert(document.cookie)</script>
<p style="color:red" data-x="1">Made by hand in <a href="javascript:alert(1)">Jaipur</a> and <a href="https://example.com">Surat</a>.</p>
<iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">`;

describe("information pages in the back office", () => {
  it("lists the six pages with their storefront addresses, all on the built-in text at first", async () => {
    const pages = await listAdminPages();
    expect(pages.map((p) => [p.key, p.path, p.status])).toEqual([
      ["about_us", "/about", "default"],
      ["contact", "/contact", "default"],
      ["privacy_policy", "/privacy", "default"],
      ["terms_of_service", "/terms", "default"],
      ["return_policy", "/returns", "default"],
      ["shipping_info", "/shipping", "default"],
    ]);
    // The editor starts from the built-in text, so the admin edits what shoppers see.
    const page = await getAdminPage("shipping_info");
    expect(page).toMatchObject({ title: "Shipping Information", isPublished: true, version: "" });
    expect(page?.content).toContain("3-7 business days nationwide");
    expect(await getAdminPage("../../etc/passwd")).toBeNull();
  });

  it("previews the sanitised page as the shop will show it, storing nothing", async () => {
    const preview = previewInfoPage("about_us", {
      title: " Our Story ",
      content: HOSTILE,
      isPublished: "on",
    });
    expect(preview).toEqual({
      key: "about_us",
      title: "Our Story",
      html: `<h2>Our story</h2>
<p>Made by hand in <a>Jaipur</a> and <a href="https://example.com" rel="noopener noreferrer nofollow">Surat</a>.</p>`,
      isDefault: false,
    });
    // Unpublished: shoppers would get the built-in text, and the preview says so.
    expect(previewInfoPage("about_us", { title: "Our Story", content: "<p>Hi</p>" })).toMatchObject({
      title: "About Us",
      isDefault: true,
    });
    expect(await stored("about_us")).toBeUndefined();
  });

  it("saves sanitised HTML (a <script> is never stored) and the storefront shows it on the next request", async () => {
    const generation = publicPagesGeneration();
    expect(
      await saveInfoPage(actor, "about_us", { title: "Our Story", content: HOSTILE, isPublished: "on" }, ""),
    ).toEqual({ title: "Our Story" });
    const row = await stored("about_us");
    expect(row.content).not.toMatch(/script|onclick|onerror|iframe|style=|data-x|javascript:/i);
    expect(row.content).toContain("<h2>Our story</h2>");
    expect(publicPagesGeneration()).toBeGreaterThan(generation);
    expect(await getInfoPage("about_us")).toMatchObject({ title: "Our Story", isDefault: false });
    // The preview showed exactly what the storefront now renders.
    const preview = previewInfoPage("about_us", { title: "Our Story", content: HOSTILE, isPublished: "on" });
    expect(await getInfoPage("about_us")).toEqual(preview);
    expect((await listAdminPages())[0]).toMatchObject({
      key: "about_us",
      title: "Our Story",
      status: "custom",
    });
    const [log] = await pageLogs();
    expect(log).toMatchObject({
      action: "page.create",
      actorEmail: actor.email,
      entityLabel: "About Us (/about)",
      entityId: row.id,
    });
    expect(JSON.stringify(log.changes)).not.toContain("<script>");
  });

  it("edits with the version it was opened at; a stale or bad edit changes nothing", async () => {
    const opened = await getAdminPage("about_us");
    await saveInfoPage(actor, "about_us", { title: "About", content: "<p>New text</p>" }, opened!.version);
    const saved = await stored("about_us");
    expect(saved).toMatchObject({ title: "About", content: "<p>New text</p>", isPublished: false });
    expect((await getAdminPage("about_us"))?.status).toBe("unpublished");
    expect(await getInfoPage("about_us")).toMatchObject({ title: "About Us", isDefault: true });
    const update = (await pageLogs()).at(-1);
    expect(update).toMatchObject({ action: "page.update" });
    expect(update?.changes).toMatchObject({ isPublished: { before: true, after: false } });

    const logs = (await pageLogs()).length;
    const input = { title: "Late", content: "<p>Late</p>", isPublished: "on" };
    expect(await refusal(() => saveInfoPage(actor, "about_us", input, opened!.version))).toEqual({
      code: "CONFLICT",
      message: PAGE_ERRORS.stale,
      fieldErrors: undefined,
    });
    // A first save racing another first save (the form was opened when nothing was stored).
    expect(await refusal(() => saveInfoPage(actor, "about_us", input, ""))).toMatchObject({
      code: "CONFLICT",
    });
    expect(await stored("about_us")).toEqual(saved);
    expect((await pageLogs()).length).toBe(logs);
  });

  it("refuses empty, too long or script-only content and unknown pages, with field messages", async () => {
    const version = (await getAdminPage("about_us"))!.version;
    const before = await stored("about_us");
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { title: "", content: "<p><br></p>" },
        { title: PAGE_MESSAGES.titleRequired, content: PAGE_MESSAGES.contentRequired },
      ],
      [
        { title: "x".repeat(101), content: `<p>${"x".repeat(50_000)}</p>` },
        { title: PAGE_MESSAGES.titleLong, content: PAGE_MESSAGES.contentLong },
      ],
      [
        { title: "About", content: "<script>alert(1)</script><style>p{}</style>" },
        { content: PAGE_MESSAGES.contentUnsafeOnly },
      ],
    ];
    for (const [input, fieldErrors] of cases) {
      expect(await refusal(() => saveInfoPage(actor, "about_us", input, version))).toEqual({
        code: "INVALID",
        message: PAGE_ERRORS.invalidForm,
        fieldErrors,
      });
      expect(await refusal(() => previewInfoPage("about_us", input))).toMatchObject({ fieldErrors });
    }
    expect(await refusal(() => saveInfoPage(actor, "home", { title: "x", content: "<p>x</p>" }, ""))).toEqual(
      {
        code: "NOT_FOUND",
        message: PAGE_ERRORS.notFound,
        fieldErrors: undefined,
      },
    );
    expect(await stored("about_us")).toEqual(before);
    expect(await stored("home")).toBeUndefined();
  });

  it("restores the built-in text by removing the stored page", async () => {
    expect(await resetInfoPage(actor, "about_us")).toEqual({ title: "About Us", changed: true });
    expect(await stored("about_us")).toBeUndefined();
    expect((await getInfoPage("about_us")).isDefault).toBe(true);
    expect((await pageLogs()).at(-1)).toMatchObject({
      action: "page.reset",
      entityLabel: "About Us (/about)",
    });
    expect(await resetInfoPage(actor, "about_us")).toEqual({ title: "About Us", changed: false });
  });
});
