import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { Link } from "../components/link";
import { useFormatInr } from "../components/currency";
import { shippingFor } from "../../lib/shipping";
import { AppError } from "../../server/errors";
import {
  clearCart,
  getCart,
  readCartOwner,
  removeLine,
  setLineQuantity,
} from "../../server/modules/cart/service";
import { getSessionUser } from "../../server/modules/customers/service";
import { getShippingRule } from "../../server/modules/settings/service";
import { ProductImage } from "../components/product-image";
import { useToast } from "../components/ui/toaster";
import type { Route } from "./+types/cart";

export const meta = () => [{ title: "Your Bag | Divine Threads" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const owner = await readCartOwner(request, user?.id ?? null);
  const [cart, rule] = await Promise.all([getCart(owner), getShippingRule()]);
  return { cart, shipping: shippingFor(cart.subtotal, rule) };
}

type ActionResult = { ok: boolean; message: string };

const FAILURES: Record<string, string> = {
  clear: "Failed to clear cart",
  remove: "Failed to remove item from cart",
  set: "Failed to update cart",
};

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const user = await getSessionUser(request);
  const owner = await readCartOwner(request, user?.id ?? null);
  try {
    if (!owner || !(intent in FAILURES))
      throw new AppError("INVALID", FAILURES[intent] ?? "Failed to update cart");
    if (intent === "clear") {
      await clearCart(owner);
      return data<ActionResult>({ ok: true, message: "Cart cleared" });
    }
    const lineId = String(form.get("lineId") ?? "");
    if (intent === "remove") {
      await removeLine(owner, lineId);
      return data<ActionResult>({ ok: true, message: "Item removed from cart" });
    }
    const result = await setLineQuantity(owner, lineId, Number(form.get("quantity")));
    const message = result.notice ?? (result.removed ? "Item removed from cart" : "Cart updated");
    return data<ActionResult>({ ok: !result.notice, message });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data<ActionResult>(
      { ok: false, message: FAILURES[intent] ?? "Failed to update cart" },
      { status: 400 },
    );
  }
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const formatInr = useFormatInr();
  const { cart, shipping } = loaderData;
  const navigation = useNavigation();
  const { show } = useToast();
  const busy = navigation.state !== "idle";

  useEffect(() => {
    if (actionData) show(actionData.ok ? "info" : "error", actionData.message);
  }, [actionData, show]);

  if (cart.lines.length === 0) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-serif text-3xl text-maroon-800">Your bag is empty</h1>
        <p className="mt-4 text-stone-700">Browse our collection and add something you love.</p>
        <Link
          to="/shop"
          className="mt-8 inline-block rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white"
        >
          Continue Shopping
        </Link>
      </section>
    );
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="bag-heading">
        <div className="flex items-center justify-between">
          <h1 id="bag-heading" className="font-serif text-3xl font-semibold text-maroon-800">
            Your Bag
          </h1>
          <Form method="post">
            <button
              name="intent"
              value="clear"
              className="text-sm font-medium text-maroon-800 underline"
              disabled={busy}
            >
              Clear Cart
            </button>
          </Form>
        </div>
        {actionData && !actionData.ok && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {actionData.message}
          </p>
        )}
        <ul className="mt-6 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {cart.lines.map((line) => (
            <li key={line.id} className="flex gap-4 p-4">
              <Link
                to={`/products/${line.productId}`}
                className="w-20 shrink-0"
                tabIndex={-1}
                aria-hidden="true"
              >
                <ProductImage src={line.imageUrl} alt="" />
              </Link>
              <div className="flex flex-1 flex-col gap-1">
                <Link to={`/products/${line.productId}`} className="font-medium hover:text-maroon-800">
                  {line.name}
                </Link>
                <p className="text-xs text-stone-600">
                  {[line.size, line.color].filter(Boolean).join(" · ")} {line.size || line.color ? "·" : ""}{" "}
                  SKU {line.sku}
                </p>
                <p className="text-sm">{formatInr(line.price)} each</p>
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <Form method="post" className="flex items-center rounded-full border border-stone-300">
                    <input type="hidden" name="lineId" value={line.id} />
                    <input type="hidden" name="intent" value="set" />
                    <button
                      name="quantity"
                      value={line.quantity - 1}
                      className="px-3 py-1"
                      aria-label={`Decrease quantity of ${line.name}`}
                      disabled={busy}
                    >
                      −
                    </button>
                    <span className="w-8 text-center" aria-label={`Quantity of ${line.name}`}>
                      {line.quantity}
                    </span>
                    <button
                      name="quantity"
                      value={line.quantity + 1}
                      className="px-3 py-1"
                      aria-label={`Increase quantity of ${line.name}`}
                      disabled={busy || line.quantity >= line.available}
                    >
                      +
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="lineId" value={line.id} />
                    <button
                      name="intent"
                      value="remove"
                      className="text-sm text-red-800 underline"
                      disabled={busy}
                    >
                      Remove<span className="sr-only"> {line.name}</span>
                    </button>
                  </Form>
                </div>
              </div>
              <p className="font-semibold">{formatInr(line.lineTotal)}</p>
            </li>
          ))}
        </ul>
      </section>
      <aside
        aria-labelledby="summary-heading"
        className="h-fit rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="summary-heading" className="text-lg font-semibold">
          Order Summary
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt>Items ({cart.itemCount})</dt>
            <dd>{formatInr(cart.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Shipping</dt>
            <dd>{shipping.cost === 0 ? "FREE" : formatInr(shipping.cost)}</dd>
          </div>
          <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd>{formatInr(cart.subtotal + shipping.cost)}</dd>
          </div>
        </dl>
        {shipping.toFree > 0 && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Add {formatInr(shipping.toFree)} more for free shipping.
          </p>
        )}
        <p className="mt-2 text-xs text-stone-600">Prices include GST.</p>
        <Link
          to="/checkout"
          className="mt-5 block rounded-full bg-maroon-800 px-6 py-3 text-center font-semibold text-white hover:bg-maroon-900"
        >
          Proceed to Checkout
        </Link>
        <Link to="/shop" className="mt-3 block text-center text-sm text-maroon-800 underline">
          Continue Shopping
        </Link>
      </aside>
    </div>
  );
}
