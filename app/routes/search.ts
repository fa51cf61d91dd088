import { data } from "react-router";
import { keptPopularCategories, searchProducts } from "../../server/modules/catalog/service";
import type { Route } from "./+types/search";

/** GET /search?q= : up to 8 products for the search overlay; without q, the popular categories. */
export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const [results, popular] = await Promise.all([searchProducts(q), q.trim() ? [] : keptPopularCategories()]);
  return data({ results, popular }, { headers: { "Cache-Control": "private, max-age=30" } });
}
