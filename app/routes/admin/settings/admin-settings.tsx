import { Suspense } from "react";
import { Await, data, redirect } from "react-router";
import { ADMIN_SETTINGS_MESSAGES, ADMIN_SETTINGS_TEXT } from "../../../../lib/admin-settings";
import { formText } from "../../../../lib/form-errors";
import { AppError } from "../../../../server/errors";
import { setFlash } from "../../../../server/http/flash";
import { requireStaff } from "../../../../server/http/guards";
import { log } from "../../../../server/log";
import {
  describeMailDelivery,
  listAdminSettings,
  saveAdminSettings,
} from "../../../../server/modules/settings/service";
import { PageHeader } from "../../../components/admin/page-header";
import { AdminSettingsForm } from "../../../components/admin/settings/admin-settings-form";
import { SettingsNav } from "../../../components/admin/settings/settings-nav";
import { SettingsSkeleton, SetupInstructions } from "../../../components/admin/settings/setup-instructions";
import { Notice } from "../../../components/ui/notice";
import type { Route } from "./+types/admin-settings";
import { runTestEmail } from "./test-email.server";

export const meta = () => [{ title: "Admin Settings | Divine Threads Admin" }];
export const handle = {
  crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Settings" }],
};

/** The stored settings (masked values never included) and how mail leaves, or the spec's load message. */
async function loadPage() {
  try {
    const [view, mail] = await Promise.all([listAdminSettings(), describeMailDelivery()]);
    return { ok: true as const, ...view, mail };
  } catch (error) {
    log.error("admin settings could not be loaded", error);
    return { ok: false as const, error: ADMIN_SETTINGS_MESSAGES.loadFailed };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "settings");
  // Streamed: the skeleton shows until the settings arrive (spec §2).
  return { page: loadPage(), adminEmail: user.email };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "settings");
  const form = await request.formData().catch(() => new FormData());
  if (formText(form.get("intent")) === "test") {
    const { ok, message, refused } = await runTestEmail(formText(form.get("address")));
    return data({ intent: "test" as const, ok, message }, { status: refused ? 400 : 200 });
  }
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name.startsWith("setting:")) values[name.slice("setting:".length)] = formText(value);
  }
  try {
    await saveAdminSettings(
      { id: user.id, email: user.email },
      { values, clear: form.getAll("clear").map(formText), version: formText(form.get("version")) },
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data(
      { intent: "save" as const, ok: false, error: error.message, fieldErrors: error.fieldErrors ?? {} },
      { status: error.code === "CONFLICT" ? 409 : 400 },
    );
  }
  const flash = await setFlash({ type: "success", text: ADMIN_SETTINGS_MESSAGES.saved }, request);
  return redirect("/admin/settings", { headers: { "Set-Cookie": flash } });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData?.intent === "save" ? actionData : null;
  return (
    <div>
      <PageHeader title={ADMIN_SETTINGS_TEXT.title} description={ADMIN_SETTINGS_TEXT.subtitle} />
      <SettingsNav />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <Suspense fallback={<SettingsSkeleton />}>
            <Await
              resolve={loaderData.page}
              errorElement={<Notice kind="error">{ADMIN_SETTINGS_MESSAGES.loadError}</Notice>}
            >
              {(page) =>
                page.ok ? (
                  <AdminSettingsForm
                    key={page.version}
                    settings={page.settings}
                    version={page.version}
                    mail={page.mail}
                    adminEmail={loaderData.adminEmail}
                    serverError={failure?.error ?? null}
                    serverFieldErrors={failure?.fieldErrors ?? {}}
                  />
                ) : (
                  <Notice kind="error">{page.error}</Notice>
                )
              }
            </Await>
          </Suspense>
        </div>
        <SetupInstructions />
      </div>
    </div>
  );
}
