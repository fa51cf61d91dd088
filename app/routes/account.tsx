import { data, redirect } from "react-router";
import { Link } from "../components/link";
import { addressSchema, profileSchema } from "../../lib/address-schema";
import { changePasswordSchema } from "../../lib/auth-schemas";
import { formatDate } from "../../lib/date-format";
import { ACCOUNT_MESSAGES } from "../../lib/account-messages";
import { AppError } from "../../server/errors";
import { requireUser } from "../../server/http/guards";
import { readOrNull } from "../../server/http/read-or-null";
import { log } from "../../server/log";
import { listProductCards } from "../../server/modules/catalog/service";
import {
  CHANGE_PASSWORD_MESSAGES,
  changePassword,
  deleteAddress,
  getProfile,
  listAddresses,
  listWishlist,
  saveAddress,
  toggleWishlist,
  updateProfile,
} from "../../server/modules/customers/service";
import { listOrdersForUser, reorderIntoCart } from "../../server/modules/orders/service";
import { AddressesTab } from "../components/account/addresses-tab";
import { OrdersTab } from "../components/account/orders-tab";
import { PasswordForm } from "../components/account/password-form";
import { ProfileTab } from "../components/account/profile-tab";
import { WishlistTab } from "../components/account/wishlist-tab";
import { Notice } from "../components/ui/notice";
import type { AccountActionData } from "../components/account/action-data";
import { fieldErrorsOf } from "../../lib/form-errors";
import type { Route } from "./+types/account";

export const meta = () => [{ title: "My Account | Divine Threads" }, { name: "robots", content: "noindex" }];

export type AccountTab = "profile" | "orders" | "addresses" | "wishlist";

function tabOf(url: URL): AccountTab {
  if (url.pathname === "/orders") return "orders";
  if (url.pathname === "/addresses") return "addresses";
  return url.searchParams.get("tab") === "wishlist" ? "wishlist" : "profile";
}

/** Each tab's read stands alone: one that fails shows its message (section 8) and the rest still render. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [profile, orders, addresses, wishlist] = await Promise.all([
    readOrNull("account: profile", () => getProfile(user.id)),
    readOrNull("account: orders", () => listOrdersForUser(user.id)),
    readOrNull("account: addresses", () => listAddresses(user.id)),
    readOrNull("account: wishlist", async () => listProductCards(await listWishlist(user.id))),
  ]);
  return {
    tab: tabOf(new URL(request.url)),
    name: profile?.fullName ?? user.name,
    profile,
    orders,
    addresses,
    wishlist,
    failures: {
      profile: profile ? null : ACCOUNT_MESSAGES.userData,
      orders: orders ? null : ACCOUNT_MESSAGES.orders,
      addresses: addresses ? null : ACCOUNT_MESSAGES.addresses,
    },
  };
}

export type { AccountActionData } from "../components/account/action-data";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  const fail = (message: string, extra: Partial<AccountActionData> = {}, status = 400) =>
    data<AccountActionData>({ intent, ok: false, message, values, ...extra }, { status });
  try {
    if (intent === "profile") {
      const parsed = profileSchema.safeParse(values);
      if (!parsed.success)
        return fail(ACCOUNT_MESSAGES.fixErrors, { fieldErrors: fieldErrorsOf(parsed.error) });
      await updateProfile(user.id, parsed.data);
      return data<AccountActionData>({ intent, ok: true, message: "Profile updated" });
    }
    if (intent === "password") {
      const parsed = changePasswordSchema.safeParse(values);
      if (!parsed.success)
        return fail(ACCOUNT_MESSAGES.fixErrors, {
          fieldErrors: fieldErrorsOf(parsed.error),
          values: {},
        });
      const result = await changePassword(parsed.data.currentPassword, parsed.data.newPassword, {
        request,
        clientIp: context.clientIp,
      });
      if (!result.ok) return fail(result.message, { values: {} });
      const headers = new Headers();
      for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
      return data<AccountActionData>(
        { intent, ok: true, message: CHANGE_PASSWORD_MESSAGES.changed },
        { headers },
      );
    }
    if (intent === "address-save") {
      const parsed = addressSchema.safeParse(values);
      if (!parsed.success)
        return fail(ACCOUNT_MESSAGES.fixErrors, { fieldErrors: fieldErrorsOf(parsed.error) });
      await saveAddress(user.id, parsed.data, values.addressId || undefined);
      return data<AccountActionData>({ intent, ok: true, message: "Address saved" });
    }
    if (intent === "address-delete") {
      await deleteAddress(user.id, values.addressId ?? "");
      return data<AccountActionData>({ intent, ok: true, message: "Address deleted" });
    }
    if (intent === "reorder") {
      await reorderIntoCart(user.id, values.orderId ?? "");
      return redirect("/cart");
    }
    if (intent === "wishlist-remove") {
      await toggleWishlist(user.id, values.productId ?? "");
      return data<AccountActionData>({ intent, ok: true, message: "Removed from your wishlist" });
    }
    return fail("Unknown action");
  } catch (error) {
    if (error instanceof AppError) return fail(error.message);
    const message = UNEXPECTED_FAILURES[intent];
    if (!message) throw error;
    log.error(`account: ${intent} failed`, error);
    return fail(message, {}, 500);
  }
}

/** What a form says when saving fails for a reason of ours (section 8, Account). */
const UNEXPECTED_FAILURES: Record<string, string> = {
  profile: ACCOUNT_MESSAGES.updateProfile,
  "address-save": ACCOUNT_MESSAGES.saveAddress,
  "address-delete": ACCOUNT_MESSAGES.deleteAddress,
};

const TABS: { tab: AccountTab; label: string; to: string }[] = [
  { tab: "profile", label: "Profile", to: "/profile" },
  { tab: "orders", label: "Orders", to: "/orders" },
  { tab: "addresses", label: "Saved Addresses", to: "/addresses" },
  { tab: "wishlist", label: "Wishlist", to: "/profile?tab=wishlist" },
];

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, name, profile, orders, addresses, wishlist, failures } = loaderData;
  const orderCount = orders?.length ?? 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-serif text-3xl font-semibold text-maroon-800">Welcome back, {name}!</h1>
      {profile && (
        <p className="mt-1 text-sm text-stone-700">
          Member since {formatDate(profile.createdAt)}
          {orders && ` · ${orderCount} order${orderCount === 1 ? "" : "s"} placed`}
        </p>
      )}
      <nav aria-label="Account" className="mt-6 flex gap-2 overflow-x-auto border-b border-stone-200">
        {TABS.map((t) => (
          <Link
            key={t.tab}
            to={t.to}
            aria-current={t.tab === tab ? "page" : undefined}
            className={`shrink-0 px-4 py-2 text-sm font-medium ${t.tab === tab ? "border-b-2 border-maroon-800 text-maroon-800" : "text-stone-700"}`}
          >
            {t.label}
            {t.tab === "orders" && orders ? ` (${orderCount})` : ""}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {tab === "profile" && (
          <>
            {profile ? (
              <ProfileTab
                profile={profile}
                result={actionData?.intent === "profile" ? actionData : undefined}
              />
            ) : (
              <Notice kind="error">{failures.profile}</Notice>
            )}
            <PasswordForm result={actionData?.intent === "password" ? actionData : undefined} />
          </>
        )}
        {tab === "orders" &&
          (orders ? <OrdersTab orders={orders} /> : <Notice kind="error">{failures.orders}</Notice>)}
        {tab === "addresses" &&
          (addresses ? (
            <AddressesTab
              addresses={addresses}
              result={actionData?.intent.startsWith("address") ? actionData : undefined}
            />
          ) : (
            <Notice kind="error">{failures.addresses}</Notice>
          ))}
        {tab === "wishlist" && <WishlistTab products={wishlist} />}
      </div>
    </div>
  );
}
