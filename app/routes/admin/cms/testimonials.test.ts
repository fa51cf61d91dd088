import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TESTIMONIAL_MESSAGES } from "../../../../lib/testimonial-form-schema";
import { getDb } from "../../../../server/db/client";
import { testimonials } from "../../../../server/modules/content/schema";
import { CONTENT_ERRORS } from "../../../../server/modules/content/service";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { callRoute, renderPage } from "./route-calls.test-helper";
import * as edit from "./testimonial-edit";
import * as list from "./testimonials";

withTestDatabase();

let staff = "";
let staffId = "";
let admin = "";

beforeAll(async () => {
  ({ cookie: staff, userId: staffId } = await registeredAccount("helper@example.com", "staff", "Kavya Iyer"));
  ({ cookie: admin } = await registeredAccount("owner@example.com", "admin", "Lalitha Menon"));
  await getDb()
    .insert(testimonials)
    .values(
      ["Meera", "Ravi", "Sunita"].map((name, i) => ({
        customerName: name,
        quote: `${name} loved the festive pavadai.`,
        rating: 5 - i,
        displayOrder: i,
      })),
    );
});

const byName = async (name: string) =>
  (await getDb().select().from(testimonials).where(eq(testimonials.customerName, name)))[0];

describe("/admin/cms/testimonials", () => {
  it("lists with filters in the address, for staff and admins", async () => {
    const page = await callRoute(list.loader, "/admin/cms/testimonials?approved=waiting&rating=4", {
      cookie: staff,
    });
    const body = page.body as {
      list: { rows: { customerName: string }[] };
      params: { approved: string; rating: number };
    };
    expect(body.params).toMatchObject({ approved: "waiting", rating: 4 });
    expect(body.list.rows.map((r) => r.customerName)).toEqual(["Ravi"]);
    const odd = await callRoute(list.loader, "/admin/cms/testimonials?approved=maybe&rating=9&page=-3", {
      cookie: admin,
    });
    expect((odd.body as { list: { total: number } }).list.total).toBe(3);
  });

  it("approves one from its row, recording who approved it, and unapproves it", async () => {
    const meera = await byName("Meera");
    const approved = await callRoute(list.action, "/admin/cms/testimonials", {
      cookie: staff,
      form: { intent: "approve", id: meera.id },
    });
    expect(approved.body).toEqual({
      ok: true,
      message: "Meera's testimonial is approved and shows in the shop",
    });
    expect(await byName("Meera")).toMatchObject({ isApproved: true, approvedBy: staffId });
    await callRoute(list.action, "/admin/cms/testimonials", {
      cookie: admin,
      form: { intent: "unapprove", id: meera.id },
    });
    expect(await byName("Meera")).toMatchObject({ isApproved: false, approvedBy: null, approvedAt: null });
  });

  it("approves the ticked rows together and returns to the same filtered list", async () => {
    const ids = [(await byName("Ravi")).id, (await byName("Sunita")).id];
    const answer = await callRoute(list.action, "/admin/cms/testimonials?approved=waiting", {
      cookie: staff,
      form: { intent: "approve-selected", ids },
    });
    expect(answer).toMatchObject({ status: 302, location: "/admin/cms/testimonials?approved=waiting" });
    expect((await byName("Ravi")).isApproved && (await byName("Sunita")).isApproved).toBe(true);
    const none = await callRoute(list.action, "/admin/cms/testimonials", {
      cookie: staff,
      form: { intent: "approve-selected" },
    });
    expect(none).toMatchObject({ status: 400, body: { error: CONTENT_ERRORS.noneSelected } });
  });

  it("features, moves and deletes from the row", async () => {
    const sunita = await byName("Sunita");
    const featured = await callRoute(list.action, "/admin/cms/testimonials", {
      cookie: staff,
      form: { intent: "featured", id: sunita.id, value: "true" },
    });
    expect(featured.body).toEqual({ ok: true, message: "Sunita's testimonial is now featured" });
    const ravi = await byName("Ravi");
    const moved = await callRoute(list.action, "/admin/cms/testimonials", {
      cookie: staff,
      form: { intent: "up", id: ravi.id },
    });
    expect(moved.body).toEqual({ ok: true, message: "Ravi moved up" });
    const rows = (await callRoute(list.loader, "/admin/cms/testimonials", { cookie: staff })).body as {
      list: { rows: { customerName: string }[] };
    };
    expect(rows.list.rows.map((r) => r.customerName)).toEqual(["Sunita", "Ravi", "Meera"]);
    const gone = await callRoute(list.action, "/admin/cms/testimonials", {
      cookie: admin,
      form: { intent: "delete", id: ravi.id },
    });
    expect(gone.body).toEqual({ ok: true, message: "Ravi's testimonial deleted" });
  });
});

describe("/admin/cms/testimonials/new and /:id", () => {
  it("creates with the form, refusing bad input field by field", async () => {
    const bad = await callRoute(edit.action, "/admin/cms/testimonials/new", {
      cookie: staff,
      form: { customerName: "", quote: "Great", rating: "0" },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          customerName: TESTIMONIAL_MESSAGES.nameRequired,
          quote: TESTIMONIAL_MESSAGES.quoteShort,
          rating: TESTIMONIAL_MESSAGES.rating,
        },
      },
    });
    const made = await callRoute(edit.action, "/admin/cms/testimonials/new", {
      cookie: staff,
      form: {
        customerName: "Farah",
        customerLocation: "Hyderabad",
        quote: "Beautiful sherwani for Eid.",
        rating: "4",
        isApproved: "on",
      },
    });
    expect(made).toMatchObject({ status: 302, location: "/admin/cms/testimonials" });
    const farah = await byName("Farah");
    expect(farah).toMatchObject({ rating: 4, isApproved: true, approvedBy: staffId });
    const page = await callRoute(edit.loader, `/admin/cms/testimonials/${farah.id}`, {
      cookie: admin,
      params: { id: farah.id },
    });
    expect((page.body as { testimonial: { approvedByName: string } }).testimonial.approvedByName).toBe(
      "Kavya Iyer",
    );
    expect(
      (await callRoute(edit.loader, "/admin/cms/testimonials/x", { cookie: admin, params: { id: "x" } }))
        .status,
    ).toBe(404);
  });
});

describe("testimonial pages as rendered", () => {
  it("show the filters, approval state and row actions, and the form", async () => {
    const data = await callRoute(list.loader, "/admin/cms/testimonials", { cookie: staff });
    const html = renderPage(list.default, "/admin/cms/testimonials", "/admin/cms/testimonials", data.body);
    expect(html).toContain(">Testimonials</h1>");
    expect(html).toContain('name="approved"');
    expect(html).toContain('name="featured"');
    expect(html).toContain('name="rating"');
    expect(html).toContain("Awaiting approval");
    expect(html).toContain("By Kavya Iyer");
    expect(html).toContain('aria-label="Select Meera"');
    const form = await callRoute(edit.loader, "/admin/cms/testimonials/new", { cookie: staff });
    const page = renderPage(
      edit.default,
      "/admin/cms/testimonials/new",
      "/admin/cms/testimonials/new",
      form.body,
    );
    expect(page).toContain(">Add testimonial</h1>");
    expect(page).toContain('name="customerName"');
    expect(page).toContain('name="isApproved"');
  });
});
