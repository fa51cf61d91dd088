import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TESTIMONIAL_MESSAGES } from "../../../lib/testimonial-form-schema";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { user } from "../customers/auth-schema";
import { testimonials } from "./schema";
import {
  approveTestimonials,
  CONTENT_ERRORS,
  createTestimonial,
  deleteTestimonial,
  getAdminTestimonial,
  listAdminTestimonials,
  listApprovedTestimonials,
  moveTestimonial,
  setTestimonialApproved,
  setTestimonialFeatured,
  updateTestimonial,
} from "./service";

withTestDatabase();

let actor = { id: "", email: "" };
let helper = { id: "", email: "" };

beforeAll(async () => {
  actor = { id: randomUUID(), email: "owner@example.com" };
  helper = { id: randomUUID(), email: "helper@example.com" };
  await getDb()
    .insert(user)
    .values([
      { id: actor.id, name: "Lalitha Menon", email: actor.email, role: "admin" },
      { id: helper.id, name: "Kavya Iyer", email: helper.email, role: "staff" },
    ]);
});

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

const rowOf = async (id: string) =>
  (await getDb().select().from(testimonials).where(eq(testimonials.id, id)))[0];
const everything = () => getDb().select().from(testimonials).orderBy(testimonials.id);
const logsFor = (id: string) =>
  getDb().select().from(activityLog).where(eq(activityLog.entityId, id)).orderBy(activityLog.seq);

const quote = (name: string, extra: Record<string, string> = {}) => ({
  customerName: name,
  customerLocation: "Chennai",
  quote: `${name} loved the silk pavadai for the temple festival.`,
  rating: "5",
  ...extra,
});

describe("testimonial approval", () => {
  it("approving sets approved_by and approved_at; unapproving clears both (spec section 4)", async () => {
    const { id } = await createTestimonial(actor, quote("Meera"));
    expect(await rowOf(id)).toMatchObject({ isApproved: false, approvedBy: null, approvedAt: null });
    const before = Date.now();
    expect(await setTestimonialApproved(helper, id, true)).toEqual({ name: "Meera", changed: true });
    const approved = await rowOf(id);
    expect(approved).toMatchObject({ isApproved: true, approvedBy: helper.id });
    expect(approved.approvedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await getAdminTestimonial(id))?.approvedByName).toBe("Kavya Iyer");
    expect((await listApprovedTestimonials(10)).map((t) => t.customerName)).toContain("Meera");

    expect(await setTestimonialApproved(actor, id, false)).toEqual({ name: "Meera", changed: true });
    expect(await rowOf(id)).toMatchObject({ isApproved: false, approvedBy: null, approvedAt: null });
    expect((await listApprovedTestimonials(10)).map((t) => t.customerName)).not.toContain("Meera");
    const actions = (await logsFor(id)).map((row) => row.action);
    expect(actions).toEqual(["testimonial.create", "testimonial.approve", "testimonial.unapprove"]);
  });

  it("approves in bulk, keeping who approved those already approved", async () => {
    const ids = [];
    for (const name of ["Anjali", "Ravi", "Sunita"])
      ids.push((await createTestimonial(actor, quote(name))).id);
    await setTestimonialApproved(helper, ids[0], true);
    const first = await rowOf(ids[0]);
    expect(await approveTestimonials(actor, [...ids, ids[1]])).toEqual({ changed: 2 });
    const rows = await getDb().select().from(testimonials).where(inArray(testimonials.id, ids));
    expect(rows.every((row) => row.isApproved && row.approvedAt !== null)).toBe(true);
    expect(await rowOf(ids[0])).toMatchObject({ approvedBy: helper.id, approvedAt: first.approvedAt });
    expect((await rowOf(ids[1])).approvedBy).toBe(actor.id);
    expect((await logsFor(ids[2])).map((row) => row.action)).toEqual([
      "testimonial.create",
      "testimonial.approve",
    ]);
  });

  it("changes nothing when a selected testimonial is gone or nothing is selected", async () => {
    const { id } = await createTestimonial(actor, quote("Gopal"));
    const before = await everything();
    const gone = await refusal(approveTestimonials(actor, [id, randomUUID()]));
    expect(gone).toMatchObject({ code: "NOT_FOUND", message: CONTENT_ERRORS.someGone });
    expect(await refusal(approveTestimonials(actor, []))).toMatchObject({
      message: CONTENT_ERRORS.noneSelected,
    });
    expect((await refusal(approveTestimonials(actor, ["1 or 1=1"]))).code).toBe("NOT_FOUND");
    expect(await everything()).toEqual(before);
  });

  it("the form's Approved box follows the same rule", async () => {
    const { id } = await createTestimonial(actor, quote("Farah", { isApproved: "on" }));
    expect(await rowOf(id)).toMatchObject({ isApproved: true, approvedBy: actor.id });
    const opened = (await getAdminTestimonial(id))!;
    await updateTestimonial(helper, id, quote("Farah", { isApproved: "on", rating: "4" }), opened.updatedAt);
    expect(await rowOf(id)).toMatchObject({ rating: 4, approvedBy: actor.id });
    const edited = (await getAdminTestimonial(id))!;
    await updateTestimonial(helper, id, quote("Farah"), edited.updatedAt);
    expect(await rowOf(id)).toMatchObject({ isApproved: false, approvedBy: null, approvedAt: null });
    const stale = await refusal(updateTestimonial(helper, id, quote("Farah"), edited.updatedAt));
    expect(stale).toMatchObject({ code: "CONFLICT", message: CONTENT_ERRORS.stale("testimonial") });
  });
});

describe("testimonial form", () => {
  it("refuses bad input with the form's messages, saving nothing", async () => {
    const before = await everything();
    const error = await refusal(createTestimonial(actor, { customerName: " ", quote: "Nice", rating: "6" }));
    expect(error.fieldErrors).toEqual({
      customerName: TESTIMONIAL_MESSAGES.nameRequired,
      quote: TESTIMONIAL_MESSAGES.quoteShort,
      rating: TESTIMONIAL_MESSAGES.rating,
    });
    expect((await refusal(createTestimonial(actor, quote("Zoya", { rating: "4.5" })))).fieldErrors).toEqual({
      rating: TESTIMONIAL_MESSAGES.rating,
    });
    expect(await everything()).toEqual(before);
  });

  it("deletes with an activity row", async () => {
    const { id } = await createTestimonial(actor, quote("Temporary"));
    await deleteTestimonial(actor, id);
    expect(await getAdminTestimonial(id)).toBeNull();
    expect((await logsFor(id)).map((row) => row.action)).toContain("testimonial.delete");
    expect((await refusal(deleteTestimonial(actor, id))).message).toBe(CONTENT_ERRORS.testimonialNotFound);
  });
});

describe("testimonial order and list", () => {
  it("features, reorders and lists in the shop's order: featured first, then display order", async () => {
    await getDb().delete(testimonials);
    const ids: Record<string, string> = {};
    for (const name of ["A", "B", "C"])
      ids[name] = (await createTestimonial(actor, quote(name, { isApproved: "on" }))).id;
    const shop = async () => (await listApprovedTestimonials(10)).map((t) => t.customerName);
    expect(await shop()).toEqual(["A", "B", "C"]);
    expect(await moveTestimonial(actor, ids.C, "up")).toEqual({ name: "C", moved: true });
    expect(await shop()).toEqual(["A", "C", "B"]);
    expect(await moveTestimonial(actor, ids.A, "up")).toEqual({ name: "A", moved: false });
    expect(await setTestimonialFeatured(actor, ids.B, true)).toEqual({ name: "B", changed: true });
    expect(await shop()).toEqual(["B", "A", "C"]);
    const list = await listAdminTestimonials();
    expect(list.rows.map((r) => [r.customerName, r.first, r.last])).toEqual([
      ["B", true, true],
      ["A", true, false],
      ["C", false, true],
    ]);
    const [reorder] = (await logsFor(ids.C)).filter((row) => row.action === "testimonial.reorder");
    expect(reorder.changes).toEqual({ order: { before: ["A", "B", "C"], after: ["A", "C", "B"] } });
    expect((await logsFor(ids.B)).map((row) => row.action)).toContain("testimonial.feature");
  });

  it("filters by approval, featured, rating and words, 20 a page", async () => {
    await getDb()
      .insert(testimonials)
      .values(
        Array.from({ length: 22 }, (_, i) => ({
          customerName: `Waiting ${i + 1}`,
          quote: i === 0 ? "The zari border of the lehenga shone" : "Lovely",
          rating: i < 3 ? 3 : 4,
          displayOrder: 100 + i,
        })),
      );
    const all = await listAdminTestimonials();
    expect(all).toMatchObject({ total: 25, pageCount: 2, pageSize: 20 });
    expect((await listAdminTestimonials({ page: 2 })).rows).toHaveLength(5);
    expect((await listAdminTestimonials({ approved: "approved" })).total).toBe(3);
    expect((await listAdminTestimonials({ approved: "waiting" })).total).toBe(22);
    expect((await listAdminTestimonials({ featured: "featured" })).rows.map((r) => r.customerName)).toEqual([
      "B",
    ]);
    expect((await listAdminTestimonials({ rating: 3 })).total).toBe(3);
    expect((await listAdminTestimonials({ q: "ZARI" })).rows.map((r) => r.customerName)).toEqual([
      "Waiting 1",
    ]);
    expect((await listAdminTestimonials({ q: "%" })).total).toBe(0);
    expect((await listAdminTestimonials({ approved: "approved" })).rows[0].approvedByName).toBe(
      "Lalitha Menon",
    );
  });
});
