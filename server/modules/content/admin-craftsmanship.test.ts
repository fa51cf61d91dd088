import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CRAFT_MESSAGES } from "../../../lib/craftsmanship-form-schema";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { user } from "../customers/auth-schema";
import { craftsmanshipContent } from "./schema";
import {
  CONTENT_ERRORS,
  createCraftsmanship,
  deleteCraftsmanship,
  getAdminCraftsmanship,
  listAdminCraftsmanship,
  listCraftsmanshipSections,
  moveCraftsmanship,
  setCraftsmanshipActive,
  updateCraftsmanship,
} from "./service";

withTestDatabase();

let actor = { id: "", email: "" };

beforeAll(async () => {
  actor = { id: randomUUID(), email: "owner@example.com" };
  await getDb().insert(user).values({ id: actor.id, name: "Owner", email: actor.email, role: "admin" });
});

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

const gallery = (n: number) => ({
  url: Array.from({ length: n }, (_, i) => `/uploads/library/loom-${i + 1}.webp`),
  alt: Array.from({ length: n }, (_, i) => `Handloom step ${i + 1}`),
  caption: Array.from({ length: n }, (_, i) => (i === 0 ? "Warping the loom" : "")),
});

const section = (title: string, images = 0) => ({
  fields: { title, subtitle: "From Kanchipuram", mainContent: "Each saree takes weeks.", isActive: "on" },
  gallery: gallery(images),
});

const everything = () => getDb().select().from(craftsmanshipContent).orderBy(craftsmanshipContent.id);
const logsFor = (id: string) =>
  getDb().select().from(activityLog).where(eq(activityLog.entityId, id)).orderBy(activityLog.seq);

describe("craftsmanship sections", () => {
  it("saves a section with its gallery in order, captions kept where given", async () => {
    const generation = publicPagesGeneration();
    const { id } = await createCraftsmanship(actor, section("Silk Weaving", 6));
    expect(publicPagesGeneration()).toBeGreaterThan(generation);
    const saved = await getAdminCraftsmanship(id);
    expect(saved?.galleryImages).toHaveLength(6);
    expect(saved?.galleryImages[0]).toEqual({
      url: "/uploads/library/loom-1.webp",
      alt: "Handloom step 1",
      caption: "Warping the loom",
    });
    expect(saved?.galleryImages[1]).toEqual({ url: "/uploads/library/loom-2.webp", alt: "Handloom step 2" });
    // The home page shows the first 4 (spec section 9).
    const [shop] = await listCraftsmanshipSections();
    expect(shop.galleryImages.map((g) => g.url)).toEqual(saved?.galleryImages.slice(0, 4).map((g) => g.url));
    expect((await logsFor(id)).map((row) => row.action)).toEqual(["craftsmanship.create"]);
  });

  it("refuses a bad gallery image by image, saving nothing", async () => {
    const before = await everything();
    const error = await refusal(
      createCraftsmanship(actor, {
        fields: { title: "" },
        gallery: {
          url: ["/uploads/a.webp", "javascript:alert(1)", "/uploads/a.webp"],
          alt: ["A loom", "", "Again"],
          caption: ["", "", "x".repeat(201)],
        },
      }),
    );
    expect(error.fieldErrors).toEqual({
      title: CRAFT_MESSAGES.titleRequired,
      "gallery.1.url": CRAFT_MESSAGES.imageInvalid,
      "gallery.1.alt": CRAFT_MESSAGES.altRequired(2),
      "gallery.2.url": CRAFT_MESSAGES.duplicateImage(3),
      "gallery.2.caption": CRAFT_MESSAGES.captionLong(3),
    });
    const tooMany = await refusal(createCraftsmanship(actor, section("Too many", 13)));
    expect(tooMany.fieldErrors).toEqual({ gallery: CRAFT_MESSAGES.tooManyImages });
    expect(await everything()).toEqual(before);
  });

  it("edits, switches off and deletes, each logged; the home page follows", async () => {
    const { id } = await createCraftsmanship(actor, section("Block Printing", 2));
    const opened = (await getAdminCraftsmanship(id))!;
    await updateCraftsmanship(actor, id, { ...section("Hand Block Printing", 1), version: opened.updatedAt });
    expect(await getAdminCraftsmanship(id)).toMatchObject({ title: "Hand Block Printing" });
    const stale = await refusal(
      updateCraftsmanship(actor, id, { ...section("Other", 1), version: opened.updatedAt }),
    );
    expect(stale).toMatchObject({ code: "CONFLICT", message: CONTENT_ERRORS.stale("section") });
    expect(await setCraftsmanshipActive(actor, id, false)).toEqual({
      title: "Hand Block Printing",
      changed: true,
    });
    expect((await listCraftsmanshipSections()).map((s) => s.title)).not.toContain("Hand Block Printing");
    await setCraftsmanshipActive(actor, id, true);
    expect((await listCraftsmanshipSections()).map((s) => s.title)).toContain("Hand Block Printing");
    await deleteCraftsmanship(actor, id);
    expect(await getAdminCraftsmanship(id)).toBeNull();
    expect((await logsFor(id)).map((row) => row.action)).toEqual([
      "craftsmanship.create",
      "craftsmanship.update",
      "craftsmanship.deactivate",
      "craftsmanship.activate",
      "craftsmanship.delete",
    ]);
  });

  it("reorders sections on the home page", async () => {
    await getDb().delete(craftsmanshipContent);
    const ids = [];
    for (const title of ["Weaving", "Embroidery", "Dyeing"])
      ids.push((await createCraftsmanship(actor, section(title))).id);
    expect(await moveCraftsmanship(actor, ids[2], "up")).toEqual({ title: "Dyeing", moved: true });
    expect(await moveCraftsmanship(actor, ids[0], "up")).toEqual({ title: "Weaving", moved: false });
    expect((await listCraftsmanshipSections()).map((s) => s.title)).toEqual([
      "Weaving",
      "Dyeing",
      "Embroidery",
    ]);
    expect((await listAdminCraftsmanship()).sections.map((s) => s.title)).toEqual([
      "Weaving",
      "Dyeing",
      "Embroidery",
    ]);
    const [log] = (await logsFor(ids[2])).filter((row) => row.action === "craftsmanship.reorder");
    expect(log.changes).toEqual({
      order: { before: ["Weaving", "Embroidery", "Dyeing"], after: ["Weaving", "Dyeing", "Embroidery"] },
    });
    expect((await refusal(moveCraftsmanship(actor, "missing", "down"))).message).toBe(
      CONTENT_ERRORS.sectionNotFound,
    );
  });
});
