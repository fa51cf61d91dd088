import { toCsv } from "../../../lib/csv";
import { formText } from "../../../lib/form-errors";
import { requireStaff } from "../../../server/http/guards";
import { exportAdminOrders } from "../../../server/modules/orders/service";
import { parseOrderListParams } from "../../components/admin/orders/list-params";
import type { Route } from "./+types/orders-export";

/** A CSV download, streamed a thousand orders at a time; the BOM makes Excel read it as UTF-8. */
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
      "Content-Disposition": `attachment; filename="orders-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** Every order of a list view: its tab and filters come in the address, as on the list. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "orders");
  const p = parseOrderListParams(new URL(request.url).searchParams);
  return csvResponse(
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
  return csvResponse(exportAdminOrders({ ids }));
}
