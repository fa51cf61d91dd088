import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_MESSAGES } from "../../../lib/category-form-schema";
import { NEWSLETTER_MESSAGES } from "../../../lib/newsletter-messages";
import { createSubscriber } from "../../../tests/fixtures/newsletter";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { applyImport, IMPORT_MESSAGES, previewImport } from "./service";

withTestDatabase();

const actor = { id: randomUUID(), email: "owner@divinethreads.example" };
const csv = (lines: string[]) => new TextEncoder().encode(lines.join("\n"));

beforeAll(async () => {
  await getDb()
    .insert(t.user)
    .values({ id: actor.id, name: "Meera Owner", email: actor.email, role: "admin" });
  await getDb().insert(t.categories).values({ name: "Traditional Wear", slug: "traditional-wear" });
});

describe("category import", () => {
  const file = csv([
    "name,slug,parent,description,is_active",
    "Festive Kurtas,,Traditional Wear,Kurtas for Diwali,true",
    "Diwali Picks,,festive-kurtas,,true",
    "X,,,,true",
    "Orphans,,No Such Parent,,true",
    "Wedding Edit,,,,maybe",
    "Festive Kurtas,festive-kurtas,,,true",
  ]);

  it("previews new categories under parents stored or made by earlier rows, with the form's messages", async () => {
    const before = (await getDb().select({ n: count() }).from(t.categories))[0].n;
    const preview = await previewImport("categories", file);
    expect((await getDb().select({ n: count() }).from(t.categories))[0].n).toBe(before);
    expect(preview.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, "create", []],
      [3, "create", []],
      [4, "rejected", [CATEGORY_MESSAGES.nameShort]],
      [5, "rejected", ["Parent category not found: No Such Parent"]],
      [6, "rejected", [IMPORT_MESSAGES.notBoolean("is_active")]],
      [7, "rejected", ["This category is already on row 2"]],
    ]);
  });

  it("previews a parent made by a row of an earlier batch as applying the file will", async () => {
    const filler = Array.from({ length: 550 }, (_, i) => `Filler ${i},,No Such Parent`);
    const far = csv(["name,slug,parent", "Far Parent,,", ...filler, "Far Child,,Far Parent"]);
    const preview = await previewImport("categories", far);
    expect(preview.rows.at(-1)).toMatchObject({ line: 553, action: "create", errors: [] });
  });

  it("creates them through the catalogue with activity rows, and changes nothing the second time", async () => {
    const result = await applyImport("categories", file, actor);
    expect(result.summary).toMatchObject({ create: 2, rejected: 4 });
    const [festive] = await getDb()
      .select()
      .from(t.categories)
      .where(eq(t.categories.slug, "festive-kurtas"));
    const [diwali] = await getDb().select().from(t.categories).where(eq(t.categories.slug, "diwali-picks"));
    expect(diwali.parentId).toBe(festive.id);
    expect(festive.description).toBe("Kurtas for Diwali");
    const logged = await getDb()
      .select()
      .from(t.activityLog)
      .where(eq(t.activityLog.action, "category.create"));
    expect(logged.map((l) => l.entityLabel).sort()).toEqual(["Diwali Picks", "Festive Kurtas"]);
    const again = await applyImport("categories", file, actor);
    expect(again.summary).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    const edited = await applyImport(
      "categories",
      csv(["slug,description", "festive-kurtas,For every festival"]),
      actor,
    );
    expect(edited.summary).toMatchObject({ update: 1 });
    const [after] = await getDb().select().from(t.categories).where(eq(t.categories.slug, "festive-kurtas"));
    expect([after.name, after.description, after.parentId]).toEqual([
      "Festive Kurtas",
      "For every festival",
      festive.parentId,
    ]);
  });
});

describe("subscriber import", () => {
  it("adds new addresses unconfirmed with a confirmation e-mail, updates known ones, never re-subscribes", async () => {
    await createSubscriber({ email: "known@example.com", fullName: "Old Name" });
    await createSubscriber({ email: "left@example.com", isActive: false, unsubscribedDaysAgo: 3 });
    const file = csv([
      "email,full_name,promotions",
      "New.Person@Example.com,Asha Verma,false",
      "known@example.com,Known Person,",
      "left@example.com,,",
      "not-an-address,,",
      "new.person@example.com,Again,",
    ]);
    const preview = await previewImport("subscribers", file);
    expect(preview.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, "create", []],
      [3, "update", []],
      [4, "unchanged", []],
      [5, "rejected", [NEWSLETTER_MESSAGES.invalid]],
      [6, "rejected", ["This address is already on row 2"]],
    ]);
    const mailsBefore = (await getDb().select({ n: count() }).from(t.jobs))[0].n;
    await applyImport("subscribers", file, actor);
    const [added] = await getDb()
      .select()
      .from(t.subscribers)
      .where(eq(t.subscribers.email, "new.person@example.com"));
    expect(added).toMatchObject({
      fullName: "Asha Verma",
      isVerified: false,
      isActive: true,
      source: "import",
    });
    expect(added.preferences).toEqual({ weekly_newsletter: true, promotions: false, new_arrivals: true });
    expect((await getDb().select({ n: count() }).from(t.jobs))[0].n).toBeGreaterThan(mailsBefore);
    const [known] = await getDb()
      .select()
      .from(t.subscribers)
      .where(eq(t.subscribers.email, "known@example.com"));
    expect(known.fullName).toBe("Known Person");
    expect((await applyImport("subscribers", file, actor)).summary).toMatchObject({
      create: 0,
      update: 0,
      unchanged: 3,
    });
    const resubscribe = await previewImport("subscribers", csv(["email,is_active", "left@example.com,true"]));
    expect(resubscribe.rows[0].errors).toEqual([
      "This address unsubscribed earlier: only its owner can subscribe again, through the signup form",
    ]);
  });
});
