import { redirect } from "react-router";
import { clearCartCookie } from "../../server/modules/cart/service";
import { signOut } from "../../server/modules/customers/service";
import type { Route } from "./+types/logout";

/** POST /logout: ends the session on the server; the visitor starts again with an empty guest cart. */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  for (const cookie of await signOut({ request, clientIp: context.clientIp }))
    headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await clearCartCookie());
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
