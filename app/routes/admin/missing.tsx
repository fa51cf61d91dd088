import { data } from "react-router";
import { requireStaff } from "../../../server/http/guards";
import type { Route } from "./+types/missing";

const NO_SUCH_PAGE = "There is no such page in the back office.";

/** An address under /admin that is no page: staff get the back office's 404 page; everyone else the guard's answer. */
async function noSuchPage(request: Request): Promise<never> {
  await requireStaff(request, "dashboard");
  throw data({ message: NO_SUCH_PAGE }, { status: 404 });
}

export const loader = ({ request }: Route.LoaderArgs) => noSuchPage(request);
export const action = ({ request }: Route.ActionArgs) => noSuchPage(request);

/** Not drawn (the loader always refuses): the back office's error page says 'Page not found'. */
export default function Missing() {
  return <p>{NO_SUCH_PAGE}</p>;
}
