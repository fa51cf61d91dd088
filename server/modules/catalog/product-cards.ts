import { type SQL, sql } from "drizzle-orm";
import { type Database, getDb, queryPreparedRows } from "../../db/client";
import type { ProductCardData } from "../../../lib/catalog-types";

/** A card's columns as the statements below return them (also as JSON, within a product page's). */
export interface CardRow {
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

/**
 * What a card shows of each product that `wanted` yields (a FROM item named `wanted` with the
 * product's `id` and its place `n`), in that order. Each caller's text is fixed, so a connection plans
 * it once under the caller's name: its plan is a primary-key lookup per product. A listing's page used
 * to be selected and its cards read in one statement whose text varied with the filters, and
 * PostgreSQL spent longer planning that statement than running it.
 */
export const cardsOf = (wanted: SQL, alongside: SQL = sql``): SQL =>
  sql`select p.id, p.name, p.price, p.original_price, p.image_urls[1] as image_url, c.name as category,
          coalesce(v.available, 0)::int as available, coalesce(v.variant_count, 0)::int as variant_count,
          v.first_variant_id, r.rating::text as rating, coalesce(r.review_count, 0)::int as review_count
          ${alongside}
        from ${wanted}
        join products p on p.id = wanted.id
        join categories c on c.id = p.category_id
        left join lateral (
          select sum(on_hand - reserved) as available, count(*) as variant_count,
                 (array_agg(id order by position))[1] as first_variant_id
          from product_variants where product_id = p.id) v on true
        left join lateral (
          select round(avg(rating)::numeric, 1) as rating, count(*) as review_count
          from reviews where product_id = p.id and is_approved) r on true
        order by wanted.n`;

export const toCard = (row: CardRow): ProductCardData => ({
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
  const wanted = sql`unnest(${sql.param(ids)}::uuid[]) with ordinality as wanted(id, n)`;
  return (await queryPreparedRows<CardRow>(db, "product_cards", cardsOf(wanted))).map(toCard);
}

/**
 * The cards of the products a fixed statement selects: `wanted` is a subquery aliased `wanted` with
 * columns `id` and `n` (the order), prepared under `name`. One statement instead of ids then cards; a
 * generic plan serves every call only when the text holds no list whose length the planner would
 * weigh (PostgreSQL plans each call afresh when the call's own plan looks cheaper).
 */
export async function loadCardsOf(
  name: string,
  wanted: SQL,
  db: Database = getDb(),
): Promise<ProductCardData[]> {
  return (await queryPreparedRows<CardRow>(db, name, cardsOf(wanted))).map(toCard);
}

/**
 * The statement loadCountedCards runs: the cards `wanted` yields, each row also carrying `count` (a
 * statement returning one number, run once for the whole statement) as `counted`.
 */
export const countedCardsQuery = (wanted: SQL, count: SQL): SQL =>
  cardsOf(wanted, sql`, (${count}) as counted`);

/**
 * Runs a statement made by countedCardsQuery, prepared under `name`: the cards and the count in one
 * round trip instead of two. With no cards the count is not read and 0 is returned (the callers'
 * pages are first pages, empty only when nothing matches).
 */
export async function loadCountedCards(
  name: string,
  query: SQL,
  db: Database = getDb(),
): Promise<{ cards: ProductCardData[]; counted: number }> {
  const rows = await queryPreparedRows<CardRow & { counted: number }>(db, name, query);
  return { cards: rows.map(toCard), counted: rows[0]?.counted ?? 0 };
}
