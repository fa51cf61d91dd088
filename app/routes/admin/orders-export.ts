import { formText } from "../../../lib/form-errors";
import { exportDownload, exportFormat } from "../../../server/http/export-download";
import { requireStaff } from "../../../server/http/guards";
import {
  type OrderExportSelection,
  orderExportRefusal,
  orderExportTable,
} from "../../../server/modules/orders/service";
import { parseOrderListParams } from "../../components/admin/orders/list-params";
import type { Route } from "./+types/orders-export";

/** An export that cannot be made: the reason as text, which the export menu shows. */
const refused = (message: string) =>
  new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** Every order of a list view, one row per line: its tab and filters come in the address, as on the list. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "orders");
  const search = new URL(request.url).searchParams;
  const { sort: _sort, limit: _limit, page: _page, ...view } = parseOrderListParams(search);
  const selection: OrderExportSelection = {
    filters: {
      tab: view.status,
      search: view.q,
      paymentStatus: view.payment,
      method: view.method,
      from: view.from,
      to: view.to,
      state: view.state,
    },
  };
  const refusal = await orderExportRefusal(selection);
  if (refusal) return refused(refusal);
  return exportDownload({
    actor: user,
    table: orderExportTable(selection),
    format: exportFormat(search),
    name: "orders",
    entityType: "order",
    label: "Orders",
    filters: { ...view, status: view.status === "all" ? undefined : view.status },
  });
}

/** The orders chosen in the list. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "orders");
  const form = await request.formData().catch(() => null);
  const ids = form ? form.getAll("ids").map(formText).filter(Boolean) : [];
  if (ids.length === 0) return refused("Choose at least one order to export.");
  return exportDownload({
    actor: user,
    table: orderExportTable({ ids }),
    format: exportFormat(new URLSearchParams({ format: formText(form?.get("format")) })),
    name: "orders",
    entityType: "order",
    label: "Orders",
    filters: { chosen: ids.length },
  });
}
