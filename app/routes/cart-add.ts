import { data, redirect } from "react-router";
import { QUANTITY_MESSAGES } from "../../lib/item-quantity";
import { AppError } from "../../server/errors";
import { addToCart, ensureCartOwner } from "../../server/modules/cart/service";
import { getSessionUser } from "../../server/modules/customers/service";
import { setFlash } from "../../server/http/flash";
import { safeReturnTo } from "../../server/http/return-to";
import type { Route } from "./+types/cart-add";

export type AddToCartResult = { ok: true; message: string; count: number } | { ok: false; message: string };

/** POST /cart/add: from a fetcher (mode=fetch) it answers JSON; a plain form post is redirected back with a message. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const user = await getSessionUser(request);
  const { owner, setCookie } = await ensureCartOwner(request, user?.id ?? null);
  const quantity = Number(form.get("quantity") ?? 1);
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  let result: AddToCartResult;
  try {
    const added = await addToCart(owner, String(form.get("variantId") ?? ""), quantity);
    const message = !added.capped
      ? `${added.productName} added to cart!`
      : added.atMaximum
        ? `${QUANTITY_MESSAGES.maximum}: your bag now has ${added.quantity}`
        : `Only ${added.quantity} of ${added.productName} available: your bag now has ${added.quantity}`;
    result = { ok: true, message, count: added.count };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    result = { ok: false, message: error.message || "Failed to add item to cart" };
  }
  if (form.get("mode") === "fetch") return data(result, { headers, status: result.ok ? 200 : 400 });
  headers.append(
    "Set-Cookie",
    await setFlash({ type: result.ok ? "success" : "error", text: result.message }, request),
  );
  return redirect(safeReturnTo(form.get("returnTo"), "/shop"), { headers });
}

export function loader() {
  return redirect("/shop");
}
