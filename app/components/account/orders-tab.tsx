import { Form } from "react-router";
import { Link } from "../link";
import { formatDate } from "../../../lib/date-format";
import { useFormatInr } from "../currency";
import { StatusBadge } from "../orders/status-badge";

interface Order {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  totalAmount: number;
  createdAt: Date | string;
  items: { productName: string; quantity: number }[];
}

export function OrdersTab({ orders }: { orders: Order[] }) {
  const formatInr = useFormatInr();
  if (orders.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-center text-stone-700">
        You have not placed any orders yet.{" "}
        <Link to="/shop" className="font-semibold text-maroon-800 underline">
          Start shopping
        </Link>
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order.id} className="rounded-xl border border-stone-200 bg-white p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Link to={`/order/${order.orderNumber}`} className="font-semibold text-maroon-800 underline">
              {order.orderNumber}
            </Link>
            <span className="text-sm text-stone-600">{formatDate(order.createdAt)}</span>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <StatusBadge kind="status" value={order.status} />
            <StatusBadge kind="payment" value={order.paymentStatus} />
            <span className="font-semibold">{formatInr(order.totalAmount)}</span>
          </div>
          <p className="mt-1 text-sm text-stone-700">
            {order.items.map((i) => `${i.productName} × ${i.quantity}`).join(", ")}
          </p>
          {order.status === "delivered" && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="orderId" value={order.id} />
              <button
                name="intent"
                value="reorder"
                className="rounded-full border border-maroon-800 px-4 py-1.5 text-sm font-semibold text-maroon-800"
              >
                Reorder
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
