import { useCallback, useState } from "react";
import { data, redirect } from "react-router";
import { formText } from "../../../../lib/form-errors";
import { SHOP_GROUPS, SHOP_SETTINGS_MESSAGES, shopGroup } from "../../../../lib/shop-settings-form";
import { AppError } from "../../../../server/errors";
import { setFlash } from "../../../../server/http/flash";
import { requireStaff } from "../../../../server/http/guards";
import { getShopSettingsForEdit, saveShopSettings } from "../../../../server/modules/settings/service";
import { PageHeader } from "../../../components/admin/page-header";
import { useLeaveWarning } from "../../../components/admin/save-bar";
import { SettingsNav } from "../../../components/admin/settings/settings-nav";
import { ShopGroupForm } from "../../../components/admin/settings/shop-group-form";
import type { Route } from "./+types/shop-settings";

export const meta = () => [{ title: "Shop settings | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Settings", to: "/admin/settings" },
    { label: "Shop settings" },
  ],
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "settings");
  return getShopSettingsForEdit();
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "settings");
  const form = await request.formData().catch(() => new FormData());
  const groupId = formText(form.get("group"));
  const input = Object.fromEntries(
    (shopGroup(groupId)?.fields ?? []).map((field) => [field.key, formText(form.get(field.key))]),
  );
  try {
    const saved = await saveShopSettings(
      { id: user.id, email: user.email },
      groupId,
      input,
      formText(form.get("version")),
    );
    const flash = await setFlash(
      { type: "success", text: SHOP_SETTINGS_MESSAGES.saved(saved.title) },
      request,
    );
    return redirect(`/admin/settings/shop#group-${groupId}`, { headers: { "Set-Cookie": flash } });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data(
      { ok: false as const, group: groupId, error: error.message, fieldErrors: error.fieldErrors ?? {} },
      { status: error.code === "CONFLICT" ? 409 : 400 },
    );
  }
}

export default function ShopSettings({ loaderData, actionData }: Route.ComponentProps) {
  const [dirtyGroups, setDirtyGroups] = useState<Set<string>>(new Set());
  useLeaveWarning(dirtyGroups.size > 0);
  const markDirty = useCallback(
    (id: string, dirty: boolean) =>
      setDirtyGroups((current) => {
        if (current.has(id) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return (
    <div>
      <PageHeader
        title="Shop settings"
        description="What shoppers see of your shop, shipping and cash on delivery, and the seller details printed on invoices. Each group is saved on its own and shows in the shop at once."
      />
      <SettingsNav />
      <div className="space-y-4">
        {SHOP_GROUPS.map((group) => {
          const failure = actionData?.group === group.id ? actionData : null;
          return (
            <ShopGroupForm
              key={`${group.id}-${loaderData.versions[group.id]}`}
              group={group}
              initial={loaderData.values}
              version={loaderData.versions[group.id]}
              serverError={failure?.error ?? null}
              serverFieldErrors={failure?.fieldErrors ?? {}}
              onDirty={markDirty}
            />
          );
        })}
      </div>
    </div>
  );
}
