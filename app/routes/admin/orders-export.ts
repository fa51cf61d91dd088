import { formText } from "../../../lib/form-errors";
import { csvDownload } from "../../../server/http/csv-download";
import { requireStaff } from "../../../server/http/guards";
import { exportAdminOrders } from "../../../server/modules/orders/service";
import { parseOrderListParams } from "../../components/admin/orders/list-params";
import type { Route } from "./+types/orders-export";

/** Every order of a list view: its tab and filters come in the address, as on the list. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "orders");
  const p = parseOrderListParams(new URL(request.url).searchParams);
  return csvDownload(
    exportAdminOrders({
      filters: {
        tab: p.status,
        search: p.q,
        paymentStatus: p.payment,
        method: p.method,
        from: p.from,
        to: p.to,
        state: p.state,
      },
    }),
    "orders",
  );
}

/** The orders chosen in the list. */
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "orders");
  const form = await request.formData().catch(() => null);
  const ids = form ? form.getAll("ids").map(formText).filter(Boolean) : [];
  if (ids.length === 0)
    return new Response("Choose at least one order to export.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return csvDownload(exportAdminOrders({ ids }), "orders");
}
