import { data, Link, useRouteLoaderData } from "react-router";
import { stockStatus } from "../../lib/catalog-types";
import { breadcrumbJsonLd, productJsonLd } from "../../lib/seo";
import { formatInr } from "../../lib/money";
import { getProductDetail, listRelatedProducts } from "../../server/modules/catalog/service";
import { listFaqs } from "../../server/modules/content/service";
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

export async function loader({ params, request }: Route.LoaderArgs) {
  const product = await getProductDetail(params.id);
  if (!product) throw data({ notFound: true }, { status: 404 });
  const user = await getSessionUser(request);
  const [related, faqs, wishlist] = await Promise.all([
    listRelatedProducts(product.id),
    listFaqs(),
    user ? listWishlist(user.id) : null,
  ]);
  // null for guests: their wishlist button only toggles on the page (spec); signed-in users' is saved.
  return { product, related, faqs, wished: wishlist ? wishlist.includes(product.id) : null };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { siteName } = siteOf(matches);
  if (!loaderData) return [{ title: `Product Not Found | ${siteName}` }];
  const { product } = loaderData;
  return pageMeta(matches, {
    title: `${product.name} | ${siteName}`,
    description: product.shortDescription ?? product.description,
    path: `/products/${product.id}`,
    image: product.imageUrls[0] ?? null,
    type: "product",
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, faqs, wished } = loaderData;
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

export function ErrorBoundary() {
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
