import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { searchCondition } from "./shop-list";

export interface SearchSuggestion {
  id: string;
  name: string;
  price: number;
  imageUrl: string | null;
  category: string;
}

/** Up to 8 active products for the search overlay; blank text finds nothing. */
export async function searchProducts(text: string, limit = 8): Promise<SearchSuggestion[]> {
  const search = text.replace(/\0/g, "").trim().slice(0, 100);
  if (!search) return [];
  const find = async (fuzzy: boolean) =>
    queryRows<SearchSuggestion>(
      getDb(),
      sql`select p.id, p.name, p.price, p.image_urls[1] as "imageUrl", c.name as category
          from products p join categories c on c.id = p.category_id
          where p.is_active and ${await searchCondition(search, fuzzy)}
          order by (p.name ilike ${`%${search}%`}) desc, word_similarity(${search}, p.name) desc, p.created_at desc
          limit ${Math.min(Math.max(limit, 1), 20)}`,
    );
  const exact = await find(false);
  return exact.length > 0 ? exact : find(true);
}
