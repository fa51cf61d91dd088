import { type SQL, sql } from "drizzle-orm";
import { getDb, queryPreparedRows, rowCount } from "../../db/client";
import { containsPattern } from "../../db/like";
import { firstMatches } from "./search-matches";
import { searchCondition } from "./shop-list";

export interface SearchSuggestion {
  id: string;
  name: string;
  price: number;
  imageUrl: string | null;
  category: string;
}

/**
 * The overlay's suggestions among a search's first matches (`ids`, the newest 241 that a search's
 * pages offer; decision 034): names holding the text first, then the closest names, then the newest.
 * Ranking every match instead would read them all, on every keystroke, at a cost that grows with the
 * catalogue. Its text changes only with `limit` (see suggestionsLimit), so it is prepared: planning it
 * for each call's 241 ids cost PostgreSQL more than a third of its run.
 */
export function suggestionsQuery(ids: string[], search: string, limit: number): SQL {
  return sql`select p.id, p.name, p.price, p.image_urls[1] as "imageUrl", c.name as category
      from products p join categories c on c.id = p.category_id
      where p.id = any(${sql.param(ids)}::uuid[])
      order by (p.name ilike ${containsPattern(search)}) desc, word_similarity(${search}, p.name) desc,
        p.created_at desc, p.id
      limit ${rowCount(suggestionsLimit(limit))}`;
}

/** How many suggestions a request may ask for: 1 to 20. */
const suggestionsLimit = (limit: number) => Math.min(Math.max(Math.trunc(limit) || 1, 1), 20);

/** Up to 8 active products for the search overlay; blank text finds nothing. */
export async function searchProducts(text: string, limit = 8): Promise<SearchSuggestion[]> {
  const search = text.replace(/\0/g, "").trim().slice(0, 100);
  if (!search) return [];
  const find = async (fuzzy: boolean) => {
    const ids = await firstMatches(sql`p.is_active and ${await searchCondition(search, fuzzy)}`, fuzzy);
    if (ids.length === 0) return [];
    const name = `search_suggestions_${suggestionsLimit(limit)}`;
    return queryPreparedRows<SearchSuggestion>(getDb(), name, suggestionsQuery(ids, search, limit));
  };
  const exact = await find(false);
  return exact.length > 0 ? exact : find(true);
}
