import { redirect } from "react-router";
import { requireStaff } from "../../../server/http/guards";
import type { Route } from "./+types/index";

/** /admin opens the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "dashboard");
  return redirect("/admin/dashboard");
}
