import { asc, eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { FAQ_MESSAGES } from "../../../../lib/faq-form";
import { getDb } from "../../../../server/db/client";
import { actionAnswer, formPost } from "./action-answer";
import { activityLog } from "../../../../server/modules/audit/schema";
import { faqs } from "../../../../server/modules/content/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { loader as productLoader } from "../../product";
import { Toaster } from "../../../components/ui/toaster";
import Faqs, { action, FAQ_PAGE_MESSAGES, loader } from "./faqs";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
const URL_ = "http://localhost:3000/admin/cms/faqs";
let cookie = "";
let productId = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("anil@example.com", "admin", "Anil Rao"));
  const category = await createCategory("Kurtas");
  ({
    product: { id: productId },
  } = await createProduct({ name: "Cotton Kurta", categoryId: category.id, priceRupees: 899 }));
});

async function open(search = "") {
  return (await loader({
    request: new Request(`${URL_}${search}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Awaited<ReturnType<typeof loader>>;
}

async function post(fields: Record<string, string>, search = "") {
  const request = formPost(`${URL_}${search}`, fields, cookie);
  return actionAnswer(await action({ request, params: {}, context: {} } as unknown as ActionArgs), URL_);
}

/** The FAQs tab of a product page, as a shopper's request loads it. */
async function productFaqs() {
  const page = (await productLoader({
    request: new Request(`http://localhost:3000/products/${productId}`),
    params: { id: productId },
    context: {},
  } as unknown as Parameters<typeof productLoader>[0])) as { faqs: { question: string; answer: string }[] };
  return page.faqs;
}

const all = () => getDb().select().from(faqs).orderBy(asc(faqs.id));
const idOf = async (question: string) =>
  (await getDb().select().from(faqs).where(eq(faqs.question, question)))[0]?.id;

describe("/admin/cms/faqs", () => {
  it("starts empty, adds FAQs in order, and product pages show them on the next request", async () => {
    expect(await open()).toEqual({ faqs: [], total: 0, page: 1, pageCount: 1, pageSize: 50, editing: null });
    for (const question of ["What sizes do you stock?", "How long is delivery?"])
      expect(
        await post({
          form: "add-faq",
          intent: "create",
          question,
          answer: "See the size chart.",
          isActive: "on",
        }),
      ).toEqual({ status: 302, location: "/admin/cms/faqs", flash: "FAQ added" });
    expect(await productFaqs()).toEqual([
      { question: "What sizes do you stock?", answer: "See the size chart." },
      { question: "How long is delivery?", answer: "See the size chart." },
    ]);
    const page = await open();
    expect(page.faqs.map((f) => [f.question, f.sortOrder])).toEqual([
      ["What sizes do you stock?", 0],
      ["How long is delivery?", 1],
    ]);
    expect((await open(`?edit=${page.faqs[1].id}`)).editing).toMatchObject({
      question: "How long is delivery?",
    });
  });

  it("refuses an empty FAQ with messages on its fields and saves nothing", async () => {
    const before = await all();
    expect(await post({ form: "add-faq", intent: "create", question: " ", answer: "" })).toEqual({
      status: 400,
      body: {
        ok: false,
        form: "add-faq",
        id: "",
        error: "Please correct the fields marked below.",
        fieldErrors: { question: FAQ_MESSAGES.questionRequired, answer: FAQ_MESSAGES.answerRequired },
      },
    });
    expect(await all()).toEqual(before);
  });

  it("edits, reorders and hides FAQs, and the product page follows", async () => {
    const delivery = (await idOf("How long is delivery?"))!;
    expect(
      await post({
        form: "edit-faq",
        intent: "update",
        id: delivery,
        question: "How long does delivery take?",
        answer: "3-7 business days.",
        isActive: "on",
      }),
    ).toEqual({ status: 302, location: "/admin/cms/faqs", flash: "FAQ saved" });
    expect(await post({ intent: "up", id: delivery })).toEqual({
      status: 200,
      body: { ok: true, id: delivery, message: '"How long does delivery take?" moved up' },
    });
    expect((await productFaqs()).map((f) => f.question)).toEqual([
      "How long does delivery take?",
      "What sizes do you stock?",
    ]);
    const sizes = (await idOf("What sizes do you stock?"))!;
    expect(await post({ intent: "active", id: sizes, value: "false" })).toMatchObject({
      body: { message: '"What sizes do you stock?" is now hidden from the shop' },
    });
    expect((await productFaqs()).map((f) => f.question)).toEqual(["How long does delivery take?"]);
    const actions = (await getDb().select().from(activityLog).where(eq(activityLog.entityType, "faq"))).map(
      (l) => l.action,
    );
    expect(actions.sort()).toEqual([
      "faq.create",
      "faq.create",
      "faq.deactivate",
      "faq.reorder",
      "faq.update",
    ]);
  });

  it("deletes an FAQ, and answers unknown ids and intents with 4xx, changing nothing", async () => {
    const sizes = (await idOf("What sizes do you stock?"))!;
    expect(await post({ intent: "delete", id: sizes })).toEqual({
      status: 302,
      location: "/admin/cms/faqs",
      flash: "FAQ deleted",
    });
    const before = await all();
    expect(await post({ intent: "delete", id: sizes })).toMatchObject({
      status: 404,
      body: { error: "This FAQ no longer exists. It may have been deleted by someone else." },
    });
    expect(
      await post({ form: "edit-faq", intent: "update", id: "nope", question: "q", answer: "a" }),
    ).toMatchObject({ status: 404 });
    expect(await post({})).toMatchObject({ status: 400, body: { error: FAQ_PAGE_MESSAGES.noAction } });
    expect(await all()).toEqual(before);
  });
});

async function render(search = "") {
  const Page = Faqs as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    {
      path: "/admin/cms/faqs",
      Component: (props: Record<string, unknown>) => createElement(Toaster, null, createElement(Page, props)),
    },
  ]);
  const html = renderToString(
    createElement(Stub, {
      initialEntries: [`/admin/cms/faqs${search}`],
      hydrationData: { loaderData: { "0": await open(search) } },
    }),
  );
  return html.replaceAll("<!-- -->", "");
}

describe("/admin/cms/faqs, a page at a time", () => {
  it("pages 50 FAQs at a time in the shop's order; only the very first and last cannot move further", async () => {
    const before = (await open()).total;
    await getDb()
      .insert(faqs)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          question: `Paged question ${i}`,
          answer: "An answer",
          sortOrder: 100 + i,
        })),
      );
    const total = before + 60;
    const last = Math.ceil(total / 50);
    const page2 = await open("?page=2");
    expect(page2).toMatchObject({ page: 2, pageCount: last, total });
    expect(page2.faqs).toHaveLength(Math.min(50, total - 50));
    expect((await open("?page=999")).page).toBe(last);
    expect((await open("?page=nonsense")).page).toBe(1);

    const second = await render("?page=2");
    const top = page2.faqs[0].question;
    // The first row of page 2 can still move up (onto page 1); the edit link keeps the page.
    const upButton = (html: string, question: string) =>
      new RegExp(
        `<button[^>]*aria-label="Move ${question.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} up"[^>]*>`,
      ).exec(html)?.[0];
    expect(upButton(second, top)).not.toContain(` disabled=""`);
    const first = (await open()).faqs[0].question;
    expect(upButton(await render(), first)).toContain(` disabled=""`);
    expect(second).toContain(`href="/admin/cms/faqs?page=2&amp;edit=${page2.faqs[0].id}"`);
    expect(second).toContain(`Showing 51-${total} of ${total}`);
    await getDb()
      .delete(faqs)
      .where(sql`${faqs.question} like 'Paged question %'`);
  });

  it("returns to the page the edit form was opened on after a save, without the form", async () => {
    const id = (await idOf("How long does delivery take?"))!;
    expect(
      await post(
        {
          form: "edit-faq",
          intent: "update",
          id,
          question: "How long does delivery take?",
          answer: "3-7 business days.",
          isActive: "on",
        },
        `?page=2&edit=${id}`,
      ),
    ).toEqual({ status: 302, location: "/admin/cms/faqs?page=2", flash: "FAQ saved" });
  });
});

describe("/admin/cms/faqs page", () => {
  it("lists the FAQs with their controls, the add form, and the edit form when asked", async () => {
    const id = (await idOf("How long does delivery take?"))!;
    const html = await render(`?edit=${id}`);
    expect(html).toContain(">FAQs</h1>");
    expect(html).toContain('aria-label="Shown in the shop: How long does delivery take?"');
    expect(html).toContain('aria-label="Move How long does delivery take? up"');
    expect(html).toContain(">Add an FAQ</h2>");
    expect(html).toContain(">Edit FAQ</h2>");
    expect(html).toContain("3-7 business days.");
  });
});
