import { requireStaff } from "../../../server/http/guards";
import { renderPackingSlips } from "../../../server/modules/invoices/service";
import { getOrderByNumber } from "../../../server/modules/orders/service";
import type { Route } from "./+types/order-packing-slip";

/** One order's packing slip, opened in the browser to print. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "orders");
  const order = await getOrderByNumber(params.orderNumber);
  if (!order) {
    return new Response("Order not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const pdf = await renderPackingSlips([order]);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="packing-slip-${order.orderNumber}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
