import { Badge, type BadgeTone } from "../badge";

export const ROLE_LABELS: Record<string, string> = { customer: "Customer", staff: "Staff", admin: "Admin" };
export const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  unverified: "Unverified",
  deactivated: "Deactivated",
};

/** One status per account: a deactivated account is that first, then unverified, else active. */
export function userStatus(account: { verified: boolean; deactivated: boolean }): string {
  if (account.deactivated) return "deactivated";
  return account.verified ? "active" : "unverified";
}

const STATUS_TONES: Record<string, BadgeTone> = { active: "green", unverified: "amber", deactivated: "grey" };

export function RoleBadge({ role }: { role: string }) {
  return <Badge tone="blue">{ROLE_LABELS[role] ?? role}</Badge>;
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? "grey"}>{STATUS_LABELS[status] ?? status}</Badge>;
}

const ORDER_TONES: Record<string, BadgeTone> = {
  pending: "amber",
  confirmed: "blue",
  processing: "blue",
  shipped: "blue",
  delivered: "green",
  cancelled: "red",
  refunded: "grey",
  paid: "green",
  failed: "red",
  partially_refunded: "grey",
};

/** An order's or a payment's status, in the colours used for them everywhere. */
export function OrderStatusBadge({ status }: { status: string }) {
  const label = status.replace(/_/g, " ");
  return <Badge tone={ORDER_TONES[status] ?? "grey"}>{label.charAt(0).toUpperCase() + label.slice(1)}</Badge>;
}
