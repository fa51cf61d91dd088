import { exportDownload, exportFormat } from "../../../server/http/export-download";
import { requireStaff } from "../../../server/http/guards";
import { stockLevelsExportTable } from "../../../server/modules/inventory/service";
import { parseLevelParams, toLevelQuery } from "../../components/admin/inventory/level-params";
import type { Route } from "./+types/inventory-export";

/** Every variant of the stock list's search and filters, as in the address. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "inventory");
  const search = new URL(request.url).searchParams;
  const { search: q, stockStatus, category, location, active } = toLevelQuery(parseLevelParams(search));
  const filters = { search: q, stockStatus, category, location, active };
  return exportDownload({
    actor: user,
    table: stockLevelsExportTable(filters),
    format: exportFormat(search),
    name: "stock",
    entityType: "stock",
    label: "Stock levels",
    filters,
  });
}
