import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useFormatInr } from "../currency";
import type { ProductDetail } from "../../../server/modules/catalog/service";
import type { AddToCartResult } from "../../routes/cart-add";
import { useToast } from "../ui/toaster";
import { useHydrated } from "../ui/use-hydrated";
import { ShareButtons } from "./share-buttons";
import { StockBadge } from "./stock-badge";

const BUSY_MS = 1000;

function optionLabel(v: ProductDetail["variants"][number]): string {
  return [v.size, v.color].filter(Boolean).join(" · ") || "Standard";
}

/** Variant picker, quantity and Add to Bag in one real form; the sticky bar repeats it when scrolled away. */
export function ProductPurchase({
  product,
  wished: saved,
}: {
  product: ProductDetail;
  wished: boolean | null;
}) {
  const formatInr = useFormatInr();
  const firstAvailable = product.variants.find((v) => v.available > 0) ?? product.variants[0];
  const [variantId, setVariantId] = useState(firstAvailable?.id ?? "");
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [localWish, setLocalWish] = useState(false);
  const wishFetcher = useFetcher<{ ok: boolean; saved: boolean }>();
  // Signed in: the saved state (optimistic while the request runs); guest: this page only.
  const wished =
    saved === null ? localWish : wishFetcher.formData ? !saved : (wishFetcher.data?.saved ?? saved);
  const [stuck, setStuck] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const fetcher = useFetcher<AddToCartResult>();
  const hydrated = useHydrated();
  const location = useLocation();
  const { show } = useToast();
  const variant = product.variants.find((v) => v.id === variantId) ?? firstAvailable;
  const available = Math.max(0, variant?.available ?? 0);
  const handled = useRef<AddToCartResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    show(
      result.ok ? "success" : "error",
      result.message,
      result.ok ? { link: { to: "/cart", label: "View Bag" } } : {},
    );
  }, [fetcher.state, fetcher.data, show]);

  useEffect(() => {
    if (!area.current) return;
    const observer = new IntersectionObserver(([entry]) => setStuck(!entry.isIntersecting));
    observer.observe(area.current);
    return () => observer.disconnect();
  }, []);

  const clamp = (n: number) =>
    Math.min(Math.max(1, Math.floor(n) || 1), Math.max(1, Math.min(available, 100)));
  const submit = (form: HTMLFormElement | null) => {
    if (!form || busy) return;
    setBusy(true);
    setTimeout(() => setBusy(false), BUSY_MS);
    fetcher.submit(form);
  };
  const addLabel = busy || fetcher.state !== "idle" ? "Adding..." : "Add to Bag";

  return (
    <div ref={area} className="mt-6 space-y-5">
      <fetcher.Form
        method="post"
        action="/cart/add"
        id="purchase-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit(e.currentTarget);
        }}
      >
        <input type="hidden" name="returnTo" value={location.pathname} />
        {hydrated && <input type="hidden" name="mode" value="fetch" />}
        {product.variants.length > 1 ? (
          <fieldset>
            <legend className="text-sm font-semibold">
              Choose {product.variants.some((v) => v.size) ? "size" : "option"}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {product.variants.map((v) => (
                <label
                  key={v.id}
                  className={`cursor-pointer rounded-lg border px-3 py-2 text-sm has-[:checked]:border-maroon-800 has-[:checked]:bg-maroon-50 ${v.available <= 0 ? "text-stone-500 line-through" : ""}`}
                >
                  <input
                    type="radio"
                    name="variantId"
                    value={v.id}
                    checked={v.id === variantId}
                    disabled={v.available <= 0}
                    onChange={() => {
                      setVariantId(v.id);
                      setQuantity(1);
                    }}
                    className="sr-only"
                  />
                  {optionLabel(v)}
                  {v.available <= 0 && <span className="sr-only"> (out of stock)</span>}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <input type="hidden" name="variantId" value={variantId} />
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <StockBadge available={available} threshold={product.lowStockThreshold} />
          {variant && <span className="text-xs text-stone-600">SKU {variant.sku}</span>}
          {variant && variant.price !== product.price && (
            <span className="text-sm font-semibold">{formatInr(variant.price)}</span>
          )}
        </div>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <label className="text-sm">
            <span className="mb-1 block font-semibold">Quantity</span>
            <span className="flex items-center rounded-full border border-stone-300">
              <button
                type="button"
                className="px-3 py-2"
                aria-label="Decrease quantity"
                onClick={() => setQuantity((q) => clamp(q - 1))}
                disabled={quantity <= 1}
              >
                −
              </button>
              <input
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={Math.max(1, Math.min(available, 100))}
                value={quantity}
                onChange={(e) => setQuantity(clamp(Number(e.target.value)))}
                className="w-12 bg-transparent text-center"
              />
              <button
                type="button"
                className="px-3 py-2"
                aria-label="Increase quantity"
                onClick={() => setQuantity((q) => clamp(q + 1))}
                disabled={quantity >= available}
              >
                +
              </button>
            </span>
          </label>
          <button
            type="submit"
            disabled={available <= 0 || busy}
            className="flex-1 rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900 disabled:bg-stone-300 disabled:text-stone-700"
          >
            {available <= 0 ? "Out of Stock" : addLabel}
          </button>
          <button
            type="button"
            aria-pressed={wished}
            onClick={() => {
              if (saved === null) setLocalWish((w) => !w);
              else
                wishFetcher.submit(
                  { productId: product.id, mode: "fetch" },
                  { method: "post", action: "/wishlist/toggle" },
                );
            }}
            className="rounded-full border border-stone-300 px-4 py-3 text-sm font-medium"
          >
            {wished ? "♥ Wishlisted" : "♡ Wishlist"}
          </button>
        </div>
      </fetcher.Form>
      <ShareButtons name={product.name} />
      <ul className="grid grid-cols-3 gap-2 text-center text-xs font-medium text-stone-700">
        {["100% Authentic", "Easy Returns", "Secure Checkout"].map((badge) => (
          <li key={badge} className="rounded-lg bg-white p-3 shadow-sm">
            {badge}
          </li>
        ))}
      </ul>
      <ul className="space-y-1 rounded-lg bg-white p-4 text-sm text-stone-700">
        <li>Free shipping on orders above ₹999</li>
        <li>Delivery in 4-6 business days</li>
        <li>30-day return and exchange policy</li>
        <li>Cash on delivery available</li>
      </ul>
      {stuck && available > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur">
          <div className="mx-auto flex max-w-7xl items-center gap-3">
            <p className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{product.name}</span>
              <span className="text-sm font-semibold text-maroon-800">
                {formatInr(variant?.price ?? product.price)} × {quantity}
              </span>
            </p>
            <button
              type="button"
              onClick={() => submit(document.getElementById("purchase-form") as HTMLFormElement | null)}
              disabled={busy}
              className="rounded-full bg-maroon-800 px-5 py-2 text-sm font-semibold text-white"
            >
              {addLabel}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
