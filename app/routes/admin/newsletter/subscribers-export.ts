import { exportDownload, exportFormat } from "../../../../server/http/export-download";
import { requireStaff } from "../../../../server/http/guards";
import { subscribersExportTable } from "../../../../server/modules/newsletter/service";
import {
  parseSubscriberParams,
  toSubscriberFilters,
} from "../../../components/admin/newsletter/subscriber-params";
import type { Route } from "./+types/subscribers-export";

/** Every subscriber of the list's search and filters, as in the address. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "content");
  const search = new URL(request.url).searchParams;
  const filters = toSubscriberFilters(parseSubscriberParams(search));
  return exportDownload({
    actor: user,
    table: subscribersExportTable(filters),
    format: exportFormat(search),
    name: "newsletter-subscribers",
    entityType: "subscriber",
    label: "Newsletter subscribers",
    filters,
  });
}
