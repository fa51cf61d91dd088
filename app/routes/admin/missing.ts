import { data } from "react-router";
import { requireStaff } from "../../../server/http/guards";
import type { Route } from "./+types/missing";

/** An address under /admin that is no page: staff get a 404; everyone else the guard's answer. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "dashboard");
  throw data({ message: "There is no such page in the back office." }, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "dashboard");
  throw data({ message: "There is no such page in the back office." }, { status: 404 });
}
