import { type SQL, sql } from "drizzle-orm";
import { type Database, getDb, queryRows } from "../../db/client";
import type { ProductCardData } from "../../../lib/catalog-types";

interface CardRow {
  id: string;
  name: string;
  price: number;
  original_price: number | null;
  image_url: string | null;
  category: string;
  available: number;
  variant_count: number;
  first_variant_id: string | null;
  rating: string | null;
  review_count: number;
}

/** What a card shows of each product `from` yields (a FROM clause that names the products `p`). */
function cardsQuery(from: SQL, where: SQL, order: SQL = sql``): SQL {
  return sql`select p.id, p.name, p.price, p.original_price, p.image_urls[1] as image_url, c.name as category,
          coalesce(v.available, 0)::int as available, coalesce(v.variant_count, 0)::int as variant_count,
          v.first_variant_id, r.rating::text as rating, coalesce(r.review_count, 0)::int as review_count
        from ${from}
        join categories c on c.id = p.category_id
        left join lateral (
          select sum(on_hand - reserved) as available, count(*) as variant_count,
                 (array_agg(id order by position))[1] as first_variant_id
          from product_variants where product_id = p.id) v on true
        left join lateral (
          select round(avg(rating)::numeric, 1) as rating, count(*) as review_count
          from reviews where product_id = p.id and is_approved) r on true
        where ${where} ${order}`;
}

/**
 * The cards of a page in one statement: `page` selects the page's product ids (`select p.id from
 * products p ... limit n`), `order` is its ORDER BY over `p`, which sorts the page's few rows again.
 */
export function pageCardsQuery(page: SQL, order: SQL): SQL {
  return sql`with page as materialized (${page})
    ${cardsQuery(sql`page join products p on p.id = page.id`, sql`true`, sql`order by ${order}`)}`;
}

const toCard = (row: CardRow): ProductCardData => ({
  id: row.id,
  name: row.name,
  price: row.price,
  originalPrice: row.original_price,
  imageUrl: row.image_url,
  category: row.category,
  available: row.available,
  rating: row.review_count > 0 && row.rating ? Number(row.rating) : null,
  reviewCount: row.review_count,
  quickAddVariantId: row.variant_count === 1 && row.available > 0 ? row.first_variant_id : null,
});

/** Stock, rating and the quick-add variant for the given products, in the given order. */
export async function loadProductCards(ids: string[], db: Database = getDb()): Promise<ProductCardData[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<CardRow>(
    db,
    cardsQuery(
      sql`products p`,
      sql`p.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}

/** Runs a statement of pageCardsQuery: the page's cards, in its order. */
export async function loadPageCards(query: SQL, db: Database = getDb()): Promise<ProductCardData[]> {
  return (await queryRows<CardRow>(db, query)).map(toCard);
}
