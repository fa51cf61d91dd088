import { useEffect } from "react";
import { data, redirect } from "react-router";
import { RecordError } from "../../components/admin/record-error";
import { Link } from "../../components/link";
import { z } from "zod";
import { formText } from "../../../lib/form-errors";
import { setFlash } from "../../../server/http/flash";
import { requireStaff } from "../../../server/http/guards";
import { AppError } from "../../../server/errors";
import {
  deactivateUser,
  getUserDetail,
  reactivateUser,
  resendUserVerification,
  setUserRole,
  USER_NOT_FOUND,
} from "../../../server/modules/customers/service";
import { listCustomerOrders } from "../../../server/modules/orders/service";
import { PageHeader } from "../../components/admin/page-header";
import { UserActions } from "../../components/admin/users/user-actions";
import { RoleBadge, ROLE_LABELS, StatusBadge, userStatus } from "../../components/admin/users/user-badges";
import { AddressesSection, OrdersSection, ProfileSection } from "../../components/admin/users/user-sections";
import { useToast } from "../../components/ui/toaster";
import type { Route } from "./+types/user";

export const meta = ({ loaderData: page }: Route.MetaArgs) => [
  { title: `${page?.user.name ?? "User"} | Users | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Users", to: "/admin/users" },
    { label: "User" },
  ],
};

const notFound = () => data({ message: USER_NOT_FOUND }, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  const me = await requireStaff(request, "users");
  const id = params.id ?? "";
  // Customers' details and orders live behind two module doors; this page puts them side by side.
  const [detail, orders] = await Promise.all([
    getUserDetail(id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND") throw notFound();
      throw error;
    }),
    listCustomerOrders(id, 10),
  ]);
  const { profile, addresses, signIns } = detail;
  return {
    isSelf: me.id === profile.id,
    user: {
      id: profile.id,
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      role: profile.role,
      verified: profile.verified,
      deactivated: profile.deactivated,
      status: userStatus(profile),
      joined: profile.createdAt.toISOString(),
      updated: profile.updatedAt.toISOString(),
    },
    signIns: {
      devices: signIns.devices,
      lastSignInAt: signIns.lastSignInAt?.toISOString() ?? null,
      lastActiveAt: signIns.lastActiveAt?.toISOString() ?? null,
    },
    addresses: addresses.map((a) => ({
      id: a.id,
      title: a.title,
      fullName: a.fullName,
      phone: a.phone,
      isDefault: a.isDefault,
      lines: [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.postalCode}`, a.country].filter(
        (line): line is string => Boolean(line),
      ),
    })),
    orders: {
      total: orders.total,
      list: orders.orders.map((o) => ({
        orderNumber: o.orderNumber,
        status: o.status,
        paymentStatus: o.paymentStatus,
        totalPaise: o.totalPaise,
        placedAt: o.createdAt.toISOString(),
      })),
    },
  };
}

export const UNKNOWN_ACTION = "Unknown action. Reload the page and try again.";
const ActionInput = z.object({
  intent: z.enum(["role", "deactivate", "reactivate", "resend"], { message: UNKNOWN_ACTION }),
  role: z.string().max(20).optional(),
});

const STATUS_OF: Partial<Record<AppError["code"], number>> = {
  INVALID: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAVAILABLE: 503,
};

const refused = (error: string, status: number, fieldErrors?: Record<string, string>) =>
  data({ ok: false as const, error, fieldErrors }, { status });

export async function action({ request, params }: Route.ActionArgs) {
  const me = await requireStaff(request, "users");
  const id = params.id;
  if (!id) throw notFound();
  const form = await request.formData().catch(() => null);
  const parsed = ActionInput.safeParse({
    intent: formText(form?.get("intent")),
    role: form?.has("role") ? formText(form.get("role")).replace(/\0/g, "") : undefined,
  });
  if (!parsed.success) return refused(UNKNOWN_ACTION, 400);
  const actor = { id: me.id, email: me.email };
  try {
    const { intent, role } = parsed.data;
    if (intent === "role") {
      const result = await setUserRole(actor, id, role);
      const label = ROLE_LABELS[role ?? ""] ?? role;
      // Someone who gave away their own admin role can no longer open this page.
      if (result.changed && id === me.id && role !== "admin") {
        const flash = await setFlash({ type: "success", text: `You are now ${label}.` }, request);
        return redirect("/admin/dashboard", { headers: { "Set-Cookie": flash } });
      }
      return {
        ok: true as const,
        message: result.changed ? `${result.name} is now ${label}.` : `${result.name} already is ${label}.`,
      };
    }
    if (intent === "deactivate") {
      const result = await deactivateUser(actor, id);
      const devices = result.signedOut === 1 ? "1 device" : `${result.signedOut} devices`;
      return {
        ok: true as const,
        message: result.changed
          ? `${result.name} has been deactivated and signed out on ${devices}.`
          : `${result.name} was already deactivated.`,
      };
    }
    if (intent === "reactivate") {
      const result = await reactivateUser(actor, id);
      return {
        ok: true as const,
        message: result.changed ? `${result.name} can sign in again.` : `${result.name} was already active.`,
      };
    }
    const result = await resendUserVerification(actor, id);
    return { ok: true as const, message: `Verification e-mail sent to ${result.email}.` };
  } catch (error) {
    if (error instanceof AppError && STATUS_OF[error.code])
      return refused(error.message, STATUS_OF[error.code]!, error.fieldErrors);
    throw error;
  }
}

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, isSelf } = loaderData;
  const { show } = useToast();
  useEffect(() => {
    if (actionData)
      show(actionData.ok ? "success" : "error", actionData.ok ? actionData.message : actionData.error);
  }, [actionData, show]);
  return (
    <div>
      <PageHeader
        title={user.name}
        description={isSelf ? "This is your own account." : user.email}
        badges={
          <>
            <RoleBadge role={user.role} />
            <StatusBadge status={user.status} />
          </>
        }
        actions={
          <Link to="/admin/users" className="text-sm underline">
            All users
          </Link>
        }
      />
      {actionData && !actionData.ok && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {actionData.error}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-4">
          <ProfileSection profile={user} signIns={loaderData.signIns} />
          <AddressesSection addresses={loaderData.addresses} />
          <OrdersSection orders={loaderData.orders.list} total={loaderData.orders.total} />
        </div>
        <UserActions key={`${user.id}-${user.role}`} user={user} isSelf={isSelf} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RecordError
      error={error}
      missing={{
        title: "User not found",
        text: "There is no account with this address. It may have been deleted.",
      }}
      back={{ to: "/admin/users", label: "Back to users" }}
    />
  );
}
