import { csvDownload } from "../../../../server/http/csv-download";
import { requireStaff } from "../../../../server/http/guards";
import { exportSubscribers } from "../../../../server/modules/newsletter/service";
import {
  parseSubscriberParams,
  toSubscriberFilters,
} from "../../../components/admin/newsletter/subscriber-params";
import type { Route } from "./+types/subscribers-export";

/** Every subscriber of the list's search and filters, as in the address. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const params = parseSubscriberParams(new URL(request.url).searchParams);
  return csvDownload(exportSubscribers(toSubscriberFilters(params)), "newsletter-subscribers");
}
