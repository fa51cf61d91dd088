import { toCsv } from "../../../lib/csv";
import { requireStaff } from "../../../server/http/guards";
import { exportStockLevels } from "../../../server/modules/inventory/service";
import { parseLevelParams, toLevelQuery } from "../../components/admin/inventory/level-params";
import type { Route } from "./+types/inventory-export";

/** A CSV download, streamed a few hundred products at a time; the BOM makes Excel read it as UTF-8. */
function csvResponse(rows: AsyncGenerator<string[]>): Response {
  const encoder = new TextEncoder();
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode("\uFEFF"));
      let batch: string[][] = [];
      for await (const row of rows) {
        batch.push(row);
        if (batch.length === 500) {
          controller.enqueue(encoder.encode(toCsv(batch)));
          batch = [];
        }
      }
      if (batch.length > 0) controller.enqueue(encoder.encode(toCsv(batch)));
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stock-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** Every variant of the stock list's search and filters, as in the address. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "inventory");
  const { search, stockStatus, category, location, active } = toLevelQuery(
    parseLevelParams(new URL(request.url).searchParams),
  );
  return csvResponse(exportStockLevels({ search, stockStatus, category, location, active }));
}
