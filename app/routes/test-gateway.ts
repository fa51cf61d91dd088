import { data } from "react-router";
import { getTestGateway } from "../../server/modules/payments/service";
import type { Route } from "./+types/test-gateway";

/** The local test gateway's pages and API; with real Razorpay keys configured it does not exist. */
async function forward(request: Request) {
  const gateway = await getTestGateway();
  if (!gateway) throw data("Not found", { status: 404 });
  return gateway.fetch(request);
}

export const loader = ({ request }: Route.LoaderArgs) => forward(request);
export const action = ({ request }: Route.ActionArgs) => forward(request);
