import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FAQ_MESSAGES } from "../../../lib/faq-form";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { user } from "../customers/auth-schema";
import {
  createFaq,
  deleteFaq,
  FAQ_ERRORS,
  listAdminFaqs,
  moveFaq,
  setFaqActive,
  updateFaq,
} from "./admin-faqs";
import { listFaqs } from "./faqs";
import { faqs } from "./schema";

withTestDatabase();

let actor = { id: "", email: "" };

beforeAll(async () => {
  actor = { id: randomUUID(), email: "helper@example.com" };
  await getDb().insert(user).values({ id: actor.id, name: "Helper", email: actor.email, role: "staff" });
});

const everything = () => getDb().select().from(faqs).orderBy(asc(faqs.id));
const logsOf = (entityId: string) =>
  getDb()
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, entityId))
    .orderBy(asc(activityLog.seq));

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message, fieldErrors } = error as AppError;
  return { code, message, fieldErrors };
}

const questions = async () => (await listFaqs()).map((f) => f.question);

describe("FAQs in the back office", () => {
  const ids: Record<string, string> = {};

  it("adds FAQs, each after the last, and the shop shows them on the next request", async () => {
    const generation = publicPagesGeneration();
    for (const q of ["Do you ship abroad?", "Can I return a dress?", "Is COD available?"])
      ids[q] = (await createFaq(actor, { question: ` ${q} `, answer: "Yes.\nSee our policy." })).id;
    expect(publicPagesGeneration()).toBeGreaterThan(generation);
    expect((await listAdminFaqs()).faqs.map((f) => [f.question, f.sortOrder, f.isActive])).toEqual([
      ["Do you ship abroad?", 0, true],
      ["Can I return a dress?", 1, true],
      ["Is COD available?", 2, true],
    ]);
    expect(await listFaqs()).toContainEqual({
      question: "Is COD available?",
      answer: "Yes.\nSee our policy.",
    });
    const [log] = await logsOf(ids["Is COD available?"]);
    expect(log).toMatchObject({
      action: "faq.create",
      entityType: "faq",
      entityLabel: "Is COD available?",
      actorEmail: actor.email,
    });
  });

  it("refuses empty or too long text with field messages and saves nothing", async () => {
    const before = await everything();
    expect(await refusal(createFaq(actor, { question: "  ", answer: "" }))).toEqual({
      code: "INVALID",
      message: FAQ_ERRORS.invalidForm,
      fieldErrors: { question: FAQ_MESSAGES.questionRequired, answer: FAQ_MESSAGES.answerRequired },
    });
    expect(
      await refusal(createFaq(actor, { question: "q".repeat(301), answer: "a".repeat(2001) })),
    ).toMatchObject({
      fieldErrors: { question: FAQ_MESSAGES.questionLong, answer: FAQ_MESSAGES.answerLong },
    });
    expect(
      await refusal(updateFaq(actor, ids["Do you ship abroad?"], { question: "", answer: "x" })),
    ).toMatchObject({ code: "INVALID", fieldErrors: { question: FAQ_MESSAGES.questionRequired } });
    expect(await everything()).toEqual(before);
  });

  it("edits an FAQ and logs what changed", async () => {
    const id = ids["Can I return a dress?"];
    expect(
      await updateFaq(actor, id, { question: "Can I return a lehenga?", answer: "Within 30 days." }),
    ).toEqual({ question: "Can I return a lehenga?" });
    expect(await listFaqs()).toContainEqual({
      question: "Can I return a lehenga?",
      answer: "Within 30 days.",
    });
    const update = (await logsOf(id)).at(-1);
    expect(update?.action).toBe("faq.update");
    expect(update?.changes).toEqual({
      question: { before: "Can I return a dress?", after: "Can I return a lehenga?" },
      answer: { before: "Yes.\nSee our policy.", after: "Within 30 days." },
    });
  });

  it("reorders and hides FAQs, and the shop follows", async () => {
    const cod = ids["Is COD available?"];
    expect(await moveFaq(actor, cod, "up")).toEqual({ question: "Is COD available?", moved: true });
    expect(await moveFaq(actor, cod, "up")).toMatchObject({ moved: true });
    expect(await moveFaq(actor, cod, "up")).toMatchObject({ moved: false });
    expect(await questions()).toEqual([
      "Is COD available?",
      "Do you ship abroad?",
      "Can I return a lehenga?",
    ]);
    expect((await listAdminFaqs()).faqs.map((f) => f.sortOrder)).toEqual([0, 1, 2]);
    const reorders = (await logsOf(cod)).filter((l) => l.action === "faq.reorder");
    expect(reorders).toHaveLength(2);
    expect(reorders[1].changes).toEqual({
      order: {
        before: ["Do you ship abroad?", "Is COD available?", "Can I return a lehenga?"],
        after: ["Is COD available?", "Do you ship abroad?", "Can I return a lehenga?"],
      },
    });

    expect(await setFaqActive(actor, cod, false)).toEqual({ question: "Is COD available?", changed: true });
    expect(await setFaqActive(actor, cod, false)).toMatchObject({ changed: false });
    expect(await questions()).toEqual(["Do you ship abroad?", "Can I return a lehenga?"]);
    expect((await listAdminFaqs()).faqs.map((f) => f.question)).toContain("Is COD available?");
    expect((await logsOf(cod)).filter((l) => l.action === "faq.deactivate")).toHaveLength(1);
  });

  it("deletes an FAQ, and refuses an unknown or made-up id", async () => {
    const id = ids["Do you ship abroad?"];
    expect(await deleteFaq(actor, id)).toEqual({ question: "Do you ship abroad?" });
    expect(await questions()).toEqual(["Can I return a lehenga?"]);
    expect((await logsOf(id)).at(-1)).toMatchObject({ action: "faq.delete" });
    expect(await refusal(deleteFaq(actor, id))).toEqual({
      code: "NOT_FOUND",
      message: FAQ_ERRORS.notFound,
      fieldErrors: undefined,
    });
    expect(await refusal(moveFaq(actor, "1 or 1=1", "down"))).toMatchObject({ code: "NOT_FOUND" });
  });
});
