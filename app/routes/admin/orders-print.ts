import { formText } from "../../../lib/form-errors";
import { isUuid } from "../../../lib/ids";
import { requireStaff } from "../../../server/http/guards";
import { adminTransaction, recordActivity } from "../../../server/modules/audit/service";
import type { SessionUser } from "../../../server/modules/customers/service";
import {
  renderInvoiceBundle,
  renderPackingSlips,
  type SkippedOrder,
} from "../../../server/modules/invoices/service";
import { getOrderById, type OrderView } from "../../../server/modules/orders/service";
import type { Route } from "./+types/orders-print";

const KINDS = { "packing-slips": "Packing slips", invoices: "Invoices" } as const;
type Kind = keyof typeof KINDS;
const MAX_ORDERS = 100;

const plainText = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The kind from the address and the order ids, in the order chosen, each once; or what is wrong. */
function readRequest(kind: string | null, values: string[]): { kind: Kind; ids: string[] } | string {
  if (kind === null || !Object.hasOwn(KINDS, kind)) return "Choose what to print: packing-slips or invoices.";
  const given = values.flatMap((value) => value.split(",")).map((id) => id.trim().toLowerCase());
  const ids = [...new Set(given)].filter(Boolean);
  if (ids.length === 0) return "Choose at least one order to print.";
  if (ids.length > MAX_ORDERS) return `Print at most ${MAX_ORDERS} orders at a time.`;
  const bad = ids.find((id): boolean => !isUuid(id));
  if (bad !== undefined) return `Not an order id: ${bad.slice(0, 60)}`;
  return { kind: kind as Kind, ids };
}

interface Printout {
  pdf: Buffer;
  printed: string[];
  skipped: SkippedOrder[];
}

async function render(kind: Kind, orders: OrderView[]): Promise<Printout | Response> {
  if (kind === "packing-slips") {
    return { pdf: await renderPackingSlips(orders), printed: orders.map((o) => o.orderNumber), skipped: [] };
  }
  const { pdf, printed, skipped } = await renderInvoiceBundle(orders);
  if (!pdf) {
    const reasons = skipped.map((s) => `${s.orderNumber}: ${s.reason}`).join("\n");
    return plainText(`None of the chosen orders can have an invoice.\n${reasons}`, 409);
  }
  return { pdf, printed, skipped };
}

async function print(user: SessionUser, request: Request, values: string[]): Promise<Response> {
  const read = readRequest(new URL(request.url).searchParams.get("kind"), values);
  if (typeof read === "string") return plainText(read, 400);
  const found = await Promise.all(read.ids.map((id) => getOrderById(id)));
  const orders = found.filter((order): order is OrderView => order !== null);
  if (orders.length === 0) return plainText("None of the chosen orders was found.", 404);

  const printout = await render(read.kind, orders);
  if (printout instanceof Response) return printout;
  const { pdf, printed, skipped } = printout;
  await adminTransaction(
    (tx) =>
      recordActivity(tx, {
        actor: { id: user.id, email: user.email },
        action: "order.print",
        entityType: "order",
        entityId: orders.length === 1 ? orders[0].id : null,
        entityLabel: `${KINDS[read.kind]}: ${printed.length === 1 ? printed[0] : `${printed.length} orders`}`,
        after: { document: read.kind, orders: printed, skipped: skipped.map((s) => s.orderNumber) },
      }),
    { storefront: false },
  );

  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${fileName(read.kind, printed)}"`,
    "Content-Length": String(pdf.length),
    "Cache-Control": "private, no-store",
  });
  // Order numbers only, so the header stays plain ASCII; the PDF's last page gives the reasons.
  if (skipped.length > 0) headers.set("X-Skipped-Orders", skipped.map((s) => s.orderNumber).join(", "));
  return new Response(new Uint8Array(pdf), { headers });
}

function fileName(kind: Kind, orderNumbers: string[]): string {
  if (orderNumbers.length === 1)
    return `${kind === "invoices" ? "invoice" : "packing-slip"}-${orderNumbers[0]}.pdf`;
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  return `${kind}-${day}.pdf`;
}

/** A link to print: /admin/orders/print?kind=packing-slips&ids=…&ids=… (or the ids joined by commas). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "orders");
  return print(user, request, new URL(request.url).searchParams.getAll("ids"));
}

/** The orders list's bulk form: one `ids` field per order ticked, the kind in the form's action address. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "orders");
  const form = await request.formData().catch(() => null);
  return print(user, request, form ? form.getAll("ids").map(formText) : []);
}
