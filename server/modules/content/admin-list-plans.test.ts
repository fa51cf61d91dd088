// The banner and testimonial lists of the back office at 10,000 rows each: the order buttons' first
// and last rows and the first page come from an index, not from reading or sorting the whole table.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { planProblems } from "../../../tests/setup/query-plans";
import { getDb, withTestDatabase } from "../../../tests/setup/test-database";
import { positionEndsQuery, positionRows } from "./admin-banners";
import { groupEndsQuery, testimonialRows } from "./admin-testimonials";
import { listAdminBanners, listAdminTestimonials } from "./service";

withTestDatabase();

const ROWS = 10_000;
/** Each group's end is one index step; a few rows of slack for the planner's choices. */
const MOST_ROWS = 50;

beforeAll(async () => {
  // Every banner in the same two positions with the same sort order, the worst case for the ends:
  // only the creation time and the id tell them apart.
  await getDb().execute(sql`
    insert into banners (image_url, alt_text, position, sort_order, created_at)
    select '/uploads/banner-' || g || '.webp', 'Banner ' || g, (array['hero', 'sidebar'])[1 + g % 2], 0,
      now() - make_interval(mins => g)
    from generate_series(1, ${ROWS}) g`);
  await getDb().execute(sql`
    insert into testimonials (customer_name, quote, is_approved, is_featured, display_order, created_at)
    select 'Customer ' || g, 'A kind word ' || g, true, g % 3 = 0, 0, now() - make_interval(mins => g)
    from generate_series(1, ${ROWS}) g`);
  await getDb().execute(sql`vacuum analyze banners, testimonials`);
}, 120_000);

describe("the back office's banner and testimonial lists at 10,000 rows", () => {
  it("finds each position's first and last banner without reading the position", async () => {
    const query = positionEndsQuery(["hero", "sidebar"]);
    expect(query).not.toBeNull();
    expect(await planProblems(query!, "banners", MOST_ROWS)).toEqual([]);
  });

  it("reads a page of banners from the index, not from a sort of the position", async () => {
    // The offset is walked in the index: the eleventh page reads its 200 predecessors, no more.
    expect(
      await planProblems(positionRows(getDb(), "sidebar", 200, 20).getSQL(), "banners", 200 + MOST_ROWS),
    ).toEqual([]);
    expect(await planProblems(positionRows(getDb(), "hero", 0, 20).getSQL(), "banners", MOST_ROWS)).toEqual(
      [],
    );
  });

  it("finds the first and last featured and other testimonial without reading them all", async () => {
    expect(await planProblems(groupEndsQuery(), "testimonials", MOST_ROWS)).toEqual([]);
  });

  it("reads the first page of testimonials in the shop's order from the index", async () => {
    const page = testimonialRows(getDb(), undefined, 0);
    expect(await planProblems(page.getSQL(), "testimonials", MOST_ROWS)).toEqual([]);
  });

  it("still marks the ends right", async () => {
    const all = await listAdminBanners({ page: 251 });
    // 5,000 hero banners fill pages 1-250; the sidebar's first banner opens page 251.
    expect(all.rows[0]).toMatchObject({ position: "sidebar", first: true });
    expect(all.counts).toEqual({ hero: 5_000, sidebar: 5_000 });
    const hero = await listAdminBanners({ position: "hero" });
    expect(hero.rows[0]).toMatchObject({ first: true, last: false });
    const lastHero = await listAdminBanners({ position: "hero", page: hero.pageCount });
    expect(lastHero.rows.at(-1)).toMatchObject({ first: false, last: true });
    const firstPage = await listAdminTestimonials();
    // Featured first: the newest featured testimonial opens the list.
    expect(firstPage.rows[0]).toMatchObject({ isFeatured: true, first: true, customerName: "Customer 3" });
  });
});
