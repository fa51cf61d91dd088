import { data, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { Link } from "../components/link";
import { stockStatus } from "../../lib/catalog-types";
import { isUuid } from "../../lib/ids";
import { breadcrumbJsonLd, productJsonLd } from "../../lib/seo";
import { useFormatInr } from "../components/currency";
import { AppError } from "../../server/errors";
import { log } from "../../server/log";
import { getProductPage } from "../../server/modules/catalog/service";
import { keptFaqs } from "../../server/modules/content/service";
import { getSessionUser, listWishlist } from "../../server/modules/customers/service";
import { ProductCard } from "../components/product-card";
import { ProductGallery } from "../components/product/product-gallery";
import { ProductPurchase } from "../components/product/product-purchase";
import { ProductTabs } from "../components/product/product-tabs";
import { Rating } from "../components/rating";
import { JsonLd } from "../components/json-ld";
import { pageMeta, siteOf } from "../lib/site-meta";
import type { RootData } from "../root";
import type { Route } from "./+types/product";

export const PRODUCT_LOAD_FAILED = "Failed to load product details";

/**
 * Everything the page shows, read at once. Whether the product exists is settled first: for an unknown
 * one the other reads are not used, and their failure does not turn its 404 into a 503.
 */
async function productPage(id: string, request: Request) {
  if (!isUuid(id)) return null;
  const others = Promise.all([
    keptFaqs(),
    getSessionUser(request).then((user) => (user ? listWishlist(user.id) : null)),
  ]);
  // Handled below once the product is known; never an unhandled rejection meanwhile.
  others.catch(() => undefined);
  const page = await getProductPage(id);
  if (!page) return null;
  const [faqs, wishlist] = await others;
  // null for guests: their wishlist button only toggles on the page (spec); signed-in users' is saved.
  const wished = wishlist ? wishlist.includes(page.product.id) : null;
  return { product: page.product, related: page.related, faqs, wished };
}

/** A product that does not exist is a 404 'Product Not Found'; a failed read is a 503 with a retry link. */
export async function loader({ params, request }: Route.LoaderArgs) {
  let page: Awaited<ReturnType<typeof productPage>>;
  try {
    page = await productPage(params.id, request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error(`product ${params.id} could not be loaded`, error);
    return data({ failed: true as const }, { status: 503 });
  }
  if (!page) throw data({ notFound: true }, { status: 404 });
  return page;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { siteName } = siteOf(matches);
  if (!loaderData) return [{ title: `Product Not Found | ${siteName}` }];
  if ("failed" in loaderData) return [{ title: `${PRODUCT_LOAD_FAILED} | ${siteName}` }];
  const { product } = loaderData;
  return pageMeta(matches, {
    title: product.metaTitle ?? `${product.name} | ${siteName}`,
    description: product.metaDescription ?? product.shortDescription ?? product.description,
    path: `/products/${product.id}`,
    image: product.imageUrls[0] ?? null,
    type: "product",
  });
}

export default function ProductPage({ loaderData, params }: Route.ComponentProps) {
  if ("failed" in loaderData) return <LoadFailed id={params.id} />;
  return <ProductView {...loaderData} />;
}

function ProductView({
  product,
  related,
  faqs,
  wished,
}: Exclude<Route.ComponentProps["loaderData"], { failed: true }>) {
  const formatInr = useFormatInr();
  const category = product.category;
  const origin = useRouteLoaderData<RootData>("root")?.origin ?? "";
  const url = `${origin}/products/${product.id}`;
  const available = product.variants.reduce((sum, v) => sum + Math.max(0, v.available), 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <JsonLd
        data={[
          productJsonLd({
            name: product.name,
            description: product.shortDescription ?? product.description,
            images: product.imageUrls.map((src) => `${origin}${src}`),
            sku: product.sku,
            brand: product.brand,
            price: product.price,
            stock: stockStatus(available, product.lowStockThreshold),
            url,
            rating: product.rating === null ? null : { average: product.rating, count: product.reviewCount },
          }),
          breadcrumbJsonLd([
            { name: "Home", url: `${origin}/` },
            { name: "Shop", url: `${origin}/shop` },
            { name: category.name, url: `${origin}/shop?category=${encodeURIComponent(category.name)}` },
            { name: product.name, url },
          ]),
        ]}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-maroon-800">
              Home
            </Link>{" "}
            /
          </li>
          <li>
            <Link to="/shop" className="hover:text-maroon-800">
              Shop
            </Link>{" "}
            /
          </li>
          <li>
            <Link
              to={`/shop?category=${encodeURIComponent(category.name)}`}
              className="hover:text-maroon-800"
            >
              {category.name}
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="text-stone-900">
            {product.name}
          </li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <ProductGallery images={product.imageUrls} name={product.name} />
        <div>
          <h1 className="font-serif text-3xl font-semibold text-stone-900">{product.name}</h1>
          {product.rating !== null && (
            <div className="mt-2">
              <Rating value={product.rating} count={product.reviewCount} />
            </div>
          )}
          <p className="mt-4 flex items-baseline gap-3">
            <span className="text-2xl font-semibold text-maroon-800">{formatInr(product.price)}</span>
            {product.originalPrice !== null && product.originalPrice > product.price && (
              <>
                <s className="text-stone-500">{formatInr(product.originalPrice)}</s>
                <span className="text-sm font-semibold text-emerald-700">
                  {Math.round((1 - product.price / product.originalPrice) * 100)}% off
                </span>
              </>
            )}
          </p>
          <p className="text-xs text-stone-600">Inclusive of all taxes</p>
          {product.shortDescription && <p className="mt-4 text-stone-700">{product.shortDescription}</p>}
          <ProductPurchase product={product} wished={wished} />
        </div>
      </div>
      <ProductTabs product={product} faqs={faqs} />
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <div className="flex items-baseline justify-between">
            <h2 id="related-heading" className="font-serif text-2xl font-semibold">
              You May Also Like
            </h2>
            <Link
              to={`/shop?category=${encodeURIComponent(category.name)}`}
              className="text-sm font-medium text-maroon-800 underline"
            >
              View all {category.name}
            </Link>
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {related.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function LoadFailed({ id }: { id: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl text-maroon-800">{PRODUCT_LOAD_FAILED}</h1>
      <p className="mt-4 text-stone-700">Please try again in a moment.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <a
          href={`/products/${encodeURIComponent(id)}`}
          className="rounded-full bg-maroon-800 px-6 py-3 font-medium text-white"
        >
          Try again
        </a>
        <Link
          to="/shop"
          className="rounded-full border border-maroon-800 px-6 py-3 font-medium text-maroon-800"
        >
          Browse All Products
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  // Our own failures (a crash while rendering) are not a missing product.
  if (!isRouteErrorResponse(error) || error.status >= 500) return <LoadFailed id={params.id ?? ""} />;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl text-maroon-800">Product Not Found</h1>
      <p className="mt-4 text-stone-700">
        The product you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <Link
        to="/shop"
        className="mt-8 inline-block rounded-full bg-maroon-800 px-6 py-3 font-medium text-white"
      >
        Browse All Products
      </Link>
    </section>
  );
}
