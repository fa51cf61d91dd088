import { requireStaff } from "../../../server/http/guards";
import type { Route } from "./+types/session";

/**
 * POST /admin/session: the open back office says the admin is still at work. Reading the session
 * refreshes it when due, so a page in use keeps its session and one left alone ends (see the guard).
 */
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "dashboard");
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "dashboard");
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}
