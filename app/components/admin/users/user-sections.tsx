import { formatDate, formatDateTime } from "../../../../lib/date-format";
import { formatIndianNumber, formatInr } from "../../../../lib/money";
import { AdminTable } from "../admin-table";
import { OrderStatusBadge, ROLE_LABELS } from "./user-badges";

const box = "rounded-xl border border-stone-200 bg-white p-4";

interface Profile {
  email: string;
  phone: string | null;
  role: string;
  verified: boolean;
  joined: string;
  updated: string;
}

interface SignIns {
  devices: number;
  lastSignInAt: string | null;
  lastActiveAt: string | null;
}

export function ProfileSection({ profile, signIns }: { profile: Profile; signIns: SignIns }) {
  const rows: [string, React.ReactNode][] = [
    [
      "E-mail",
      <a href={`mailto:${profile.email}`} className="break-all underline">
        {profile.email}
      </a>,
    ],
    ["Phone", profile.phone ?? "Not given"],
    ["Role", ROLE_LABELS[profile.role] ?? profile.role],
    ["E-mail verified", profile.verified ? "Yes" : "No"],
    ["Joined", formatDateTime(profile.joined)],
    ["Last changed", formatDateTime(profile.updated)],
    ["Last signed in", signIns.lastSignInAt ? formatDateTime(signIns.lastSignInAt) : "No sign-in on record"],
    ["Last active", signIns.lastActiveAt ? formatDateTime(signIns.lastActiveAt) : "Not known"],
    [
      "Signed in now on",
      signIns.devices === 1 ? "1 device" : `${formatIndianNumber(signIns.devices)} devices`,
    ],
  ];
  return (
    <section className={box} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="font-semibold text-stone-900">
        Profile
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-stone-600">{term}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-stone-500">
        Sign-in times come from the account&apos;s sessions, which end when it signs out.
      </p>
    </section>
  );
}

interface Address {
  id: string;
  title: string;
  fullName: string;
  phone: string;
  lines: string[];
  isDefault: boolean;
}

export function AddressesSection({ addresses }: { addresses: Address[] }) {
  return (
    <section className={box} aria-labelledby="addresses-heading">
      <h2 id="addresses-heading" className="font-semibold text-stone-900">
        Saved addresses
      </h2>
      {addresses.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No saved addresses.</p>
      ) : (
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {addresses.map((a) => (
            <li key={a.id} className="rounded-lg border border-stone-200 p-3 text-sm">
              <p className="font-medium text-stone-900">
                {a.title}{" "}
                {a.isDefault && <span className="text-xs font-normal text-stone-500">(default)</span>}
              </p>
              <address className="not-italic text-stone-700">
                {a.fullName}
                {a.lines.map((line, i) => (
                  <span key={i} className="block">
                    {line}
                  </span>
                ))}
                <span className="block">{a.phone}</span>
              </address>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface Order {
  orderNumber: string;
  status: string;
  paymentStatus: string;
  totalPaise: number;
  placedAt: string;
}

export function OrdersSection({ orders, total }: { orders: Order[]; total: number }) {
  return (
    <section className={box} aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="font-semibold text-stone-900">
        Orders
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No orders yet.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">
            {orders.length < total
              ? `The newest ${formatIndianNumber(orders.length)} of ${formatIndianNumber(total)} orders.`
              : `${formatIndianNumber(total)} ${total === 1 ? "order" : "orders"}.`}
          </p>
          <div className="mt-2">
            <AdminTable caption="Orders">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col" className="text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.orderNumber}>
                    <td className="font-medium">{o.orderNumber}</td>
                    <td data-label="Placed">{formatDate(o.placedAt)}</td>
                    <td data-label="Status">
                      <OrderStatusBadge status={o.status} />
                    </td>
                    <td data-label="Payment">
                      <OrderStatusBadge status={o.paymentStatus} />
                    </td>
                    <td data-label="Total" className="sm:text-right">
                      {formatInr(o.totalPaise)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          </div>
        </>
      )}
    </section>
  );
}
