import { exportDownload, exportFormat } from "../../../../server/http/export-download";
import { requireStaff } from "../../../../server/http/guards";
import { customersExportTable } from "../../../../server/modules/customers/service";
import { countOrdersByUser } from "../../../../server/modules/orders/service";
import { parseUserListParams, toUserFilters } from "../../../components/admin/users/list-params";
import type { Route } from "./+types/users-export";

/** Every account of the users list's search and filters, as in the address, with its order count. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "users");
  const search = new URL(request.url).searchParams;
  const filters = toUserFilters(parseUserListParams(search));
  return exportDownload({
    actor: user,
    table: customersExportTable(filters, countOrdersByUser),
    format: exportFormat(search),
    name: "customers",
    entityType: "user",
    label: "Customers",
    filters,
  });
}
