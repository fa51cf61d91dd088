import { data, redirect } from "react-router";
import { AppError } from "../../server/errors";
import { safeReturnTo } from "../../server/http/return-to";
import { getSessionUser, toggleWishlist } from "../../server/modules/customers/service";
import type { Route } from "./+types/wishlist-toggle";

/** POST /wishlist/toggle: saves or removes a product for a signed-in user; guests are asked to sign in. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = safeReturnTo(form.get("returnTo"), "/shop");
  const user = await getSessionUser(request);
  if (!user) return redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  try {
    const saved = await toggleWishlist(user.id, String(form.get("productId") ?? ""));
    if (form.get("mode") === "fetch") return data({ ok: true, saved });
    return redirect(returnTo);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ ok: false, saved: false, message: error.message }, { status: 404 });
  }
}

export function loader() {
  return redirect("/shop");
}
