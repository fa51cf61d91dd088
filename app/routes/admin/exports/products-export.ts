import { exportDownload, exportFormat } from "../../../../server/http/export-download";
import { requireStaff } from "../../../../server/http/guards";
import { productsExportTable } from "../../../../server/modules/catalog/service";
import { parseProductListParams, toFilters } from "../../../components/admin/products/list-params";
import type { Route } from "./+types/products-export";

/** Every product of the list's search and filters, one row per variant, as in the address. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "catalogue");
  const search = new URL(request.url).searchParams;
  const { sort: _sort, page: _page, limit: _limit, ...filters } = toFilters(parseProductListParams(search));
  return exportDownload({
    actor: user,
    table: productsExportTable(filters),
    format: exportFormat(search),
    name: "products",
    entityType: "product",
    label: "Products",
    filters,
  });
}
