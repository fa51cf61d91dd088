import { data, Form, redirect, useNavigate, useNavigation } from "react-router";
import { Link } from "../components/link";
import {
  activeFilterCount,
  pageWindow,
  parseShopParams,
  SHOP_PAGE_SIZE,
  shopQueryString,
} from "../../lib/shop-params";
import { log } from "../../server/log";
import { keptCategoryTree, listShopProducts } from "../../server/modules/catalog/service";
import { ProductCard } from "../components/product-card";
import { ShopFilters } from "../components/shop/shop-filters";
import { ShopPagination } from "../components/shop/shop-pagination";
import { pageMeta, siteOf } from "../lib/site-meta";
import type { Route } from "./+types/shop";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseShopParams(url.searchParams);
  // One address per result: empty fields, sort=newest and page=1 are dropped (also for forms posted without JS).
  const canonical = shopQueryString(filters);
  if (url.search !== canonical && !(url.search === "?" && canonical === ""))
    throw redirect(`/shop${canonical}`);
  try {
    const [page, categories] = await Promise.all([listShopProducts(filters), keptCategoryTree()]);
    return { filters, page, categories, error: null };
  } catch (error) {
    log.error("shop listing failed", error);
    return data(
      { filters, page: null, categories: [], error: "the catalogue is unavailable right now" },
      { status: 503 },
    );
  }
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { siteName } = siteOf(matches);
  const filters = loaderData?.filters;
  const category = filters?.category;
  return pageMeta(matches, {
    title: category ? `${category} | Our Collection | ${siteName}` : `Our Collection | ${siteName}`,
    description: `Shop ${category || "Krishna and Radha dresses, deity poshaks, kurtas, lehengas, sarees and festive wear"} in rupees, with free shipping above ₹999.`,
    path: `/shop${filters ? shopQueryString({ category: filters.category, page: filters.page }) : ""}`,
  });
}

function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  new FormData(form).forEach((value, key) => params.set(key, String(value)));
  return params;
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { filters, page, categories, error } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state === "loading" && navigation.location?.pathname === "/shop";
  const count = activeFilterCount(filters);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-serif text-3xl font-semibold text-maroon-800">Our Collection</h1>
      <ShopFilters
        key={shopQueryString({ ...filters, page: 1 })}
        filters={filters}
        categories={categories}
        count={count}
        onApply={(form) => navigate(`/shop${shopQueryString(parseShopParams(formParams(form)))}`)}
      />
      {error || !page ? (
        <div role="alert" className="mt-10 rounded-lg border border-red-200 bg-red-50 p-6 text-center">
          <p className="text-red-800">Failed to load products: {error}</p>
          <Form method="get" className="mt-4">
            <button className="rounded-full bg-maroon-800 px-5 py-2 font-semibold text-white">
              Try Again
            </button>
          </Form>
        </div>
      ) : page.total === 0 ? (
        <div className="mt-10 rounded-lg bg-white p-10 text-center">
          <p className="text-stone-700">No products found matching your criteria.</p>
          <Link
            to="/shop"
            className="mt-4 inline-block rounded-full bg-maroon-800 px-5 py-2 font-semibold text-white"
          >
            Clear Filters
          </Link>
        </div>
      ) : (
        <section
          aria-labelledby="results-summary"
          aria-busy={busy}
          className={busy ? "opacity-60" : undefined}
        >
          <p id="results-summary" className="mt-6 text-sm text-stone-700" aria-live="polite">
            Showing {(page.page - 1) * SHOP_PAGE_SIZE + 1}-{Math.min(page.page * SHOP_PAGE_SIZE, page.total)}{" "}
            of {page.total.toLocaleString("en-IN")}
            {page.more ? "+" : ""} products
          </p>
          <h2 className="sr-only">Products</h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {page.products.map((product, i) => (
              <li key={product.id}>
                <ProductCard product={product} eager={i < 4} />
              </li>
            ))}
          </ul>
          {page.more && page.page === page.pageCount && (
            <p className="mt-6 text-center text-sm text-stone-700">
              These are the first {page.total.toLocaleString("en-IN")}. Narrow the search or the filters to
              see more.
            </p>
          )}
          <ShopPagination
            page={page.page}
            pages={pageWindow(page.page, page.pageCount)}
            pageCount={page.pageCount}
            href={(n) => `/shop${shopQueryString({ ...filters, page: n })}`}
          />
        </section>
      )}
    </div>
  );
}
