import { data } from "react-router";
import { requireStaff } from "../../../server/http/guards";
import type { Route } from "./+types/missing";

/** An address under /admin that is no page: staff get the back office's 404 page; everyone else the guard's answer. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "dashboard");
  throw data({ message: "There is no such page in the back office." }, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "dashboard");
  throw data({ message: "There is no such page in the back office." }, { status: 404 });
}

/** Never drawn: the loader always throws, so the back office's error page shows 'Page not found'. */
export default function Missing() {
  return null;
}
