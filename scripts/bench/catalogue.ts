// Grows a seeded demo catalogue to a given size with generated products, in one transaction.
import type pg from "pg";

const FABRICS = ["Silk", "Cotton", "Banarasi", "Chanderi", "Georgette", "Velvet", "Linen", "Brocade"];
const GARMENTS = [
  "Kurta Set",
  "Lehenga Choli",
  "Pavadai",
  "Dhoti Kurta",
  "Saree",
  "Sherwani",
  "Anarkali",
  "Krishna Dress",
  "Laddu Gopal Poshak",
  "Nehru Jacket",
  "Dupatta",
  "Ghagra",
];
const SIZE_SETS = ["{0-1Y,1-2Y,2-3Y}", "{S,M,L,XL}", "{Free Size}", "{3-4Y,5-6Y,7-8Y,9-10Y}"];

/** Adds generated products (with variants, spread over the leaf categories) until there are `target`. */
export async function growCatalogue(
  client: pg.Client,
  target: number,
): Promise<{ added: number; total: number }> {
  const count = async (where = "true") =>
    Number((await client.query(`select count(*)::int as n from products where ${where}`)).rows[0].n);
  const total = await count();
  if (total >= target) return { added: 0, total };
  const already = await count("slug like 'bench-%'");
  const categories = (
    await client.query(
      `select c.id from categories c where c.is_active and not exists
         (select 1 from categories child where child.parent_id = c.id) order by c.sort_order, c.name`,
    )
  ).rows.map((r) => r.id as string);
  const images = (
    await client.query(`select image_urls[1] as url from products where cardinality(image_urls) > 0`)
  ).rows.map((r) => r.url as string);
  if (categories.length === 0) throw new Error("The database has no categories: seed the demo shop first");

  await client.query("begin");
  try {
    await client.query(
      `insert into products (name, slug, description, short_description, price, original_price, category_id,
         tags, image_urls, brand, created_at, updated_at)
       select name, slug, 'A ' || lower(name) || ' from the generated benchmark catalogue, woven and stitched for '
           || 'festivals, family functions and everyday wear.', 'Generated ' || lower(name), price,
         case when g % 4 = 0 then price + price / 3 end, ($1::uuid[])[1 + g % cardinality($1::uuid[])],
         array['bench', lower(fabric)], case when cardinality($2::text[]) > 0
           then array[($2::text[])[1 + g % cardinality($2::text[])]] else '{}'::text[] end,
         'Divine Threads', now() - make_interval(mins => g * 7), now() - make_interval(mins => g * 7)
       from (
         select g, fabric, fabric || ' ' || garment || ' ' || to_char(g, 'FM0000000') as name,
           'bench-' || to_char(g, 'FM0000000') as slug, 29900 + ((g::bigint * 7919) % 1500000)::int as price
         from generate_series($3::int, $4::int) g,
           lateral (select ($5::text[])[1 + g % cardinality($5::text[])] as fabric,
                           ($6::text[])[1 + (g / 8) % cardinality($6::text[])] as garment) words
       ) generated`,
      [categories, images, already + 1, already + target - total, FABRICS, GARMENTS],
    );
    await client.query(
      `insert into product_variants (product_id, sku, size, on_hand, position, is_default)
       select p.id, 'BENCH-' || substr(p.slug, 7) || '-' || upper(regexp_replace(s.size, '[^A-Za-z0-9]', '', 'g')),
         s.size, case when (n + s.pos) % 11 = 0 then 0 else 3 + (n * 13 + s.pos * 7) % 40 end,
         s.pos - 1, s.pos = 1
       from (select id, slug, substr(slug, 7)::int as n from products p where slug like 'bench-%'
               and not exists (select 1 from product_variants v where v.product_id = p.id)) p,
         lateral unnest((($1::text[])[1 + p.n % cardinality($1::text[])])::text[])
           with ordinality as s(size, pos)`,
      [SIZE_SETS],
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
  await client.query("analyze products");
  await client.query("analyze product_variants");
  return { added: target - total, total: await count() };
}
