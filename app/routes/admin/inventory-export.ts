import { csvDownload } from "../../../server/http/csv-download";
import { requireStaff } from "../../../server/http/guards";
import { exportStockLevels } from "../../../server/modules/inventory/service";
import { parseLevelParams, toLevelQuery } from "../../components/admin/inventory/level-params";
import type { Route } from "./+types/inventory-export";

/** Every variant of the stock list's search and filters, as in the address. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "inventory");
  const { search, stockStatus, category, location, active } = toLevelQuery(
    parseLevelParams(new URL(request.url).searchParams),
  );
  return csvDownload(exportStockLevels({ search, stockStatus, category, location, active }), "stock");
}
