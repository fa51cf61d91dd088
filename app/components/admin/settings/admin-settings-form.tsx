import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ADMIN_SETTINGS_TEXT, checkSettingValue } from "../../../../lib/admin-settings";
import { Card } from "../form-fields";
import { primaryAction, secondaryAction } from "../page-header";
import { SaveBar, useLeaveWarning } from "../save-bar";
import { type SettingFieldData, SettingField } from "./setting-field";
import { TestEmailBanner, TestEmailButton } from "./test-email-button";

export const ADMIN_SETTINGS_FORM_ID = "admin-settings-form";

export interface MailStatus {
  kind: "outbox" | "settings" | "environment";
  server: string | null;
}

interface Props {
  settings: (SettingFieldData & { type: string })[];
  version: string;
  mail: MailStatus;
  adminEmail: string;
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
}

const initialValues = (settings: Props["settings"]) =>
  Object.fromEntries(
    settings.map((s) => [s.key, s.masked ? "" : s.kind === "boolean" ? s.value || "false" : s.value]),
  );

function mailStatusText({ kind, server }: MailStatus): string {
  if (kind === "settings") return `E-mail is sent through ${server}, as set below.`;
  if (kind === "environment")
    return `E-mail is sent through ${server}, from SMTP_URL in the server's environment.`;
  return "No mail server is configured: e-mail is kept in the outbox and not sent.";
}

/** The Email Configuration card: every stored admin setting, saved together (spec §2). */
export function AdminSettingsForm(props: Props) {
  const { settings, version, mail, adminEmail, serverError, serverFieldErrors } = props;
  const initial = initialValues(settings);
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [cleared, setCleared] = useState<Set<string>>(new Set());
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const dirty = cleared.size > 0 || settings.some((s) => values[s.key] !== initial[s.key]);
  useLeaveWarning(dirty);

  const check = (next: Record<string, string>) => {
    const errors: Record<string, string> = {};
    for (const s of settings) {
      if (s.masked && next[s.key] === "") continue;
      const result = checkSettingValue({ key: s.key, type: s.type, isEncrypted: s.isEncrypted }, next[s.key]);
      if (!result.ok) errors[s.key] = result.error;
    }
    return errors;
  };
  const change = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setTouched(new Set(touched).add(key));
    if (clientErrors) setClientErrors(check(next));
  };
  const discard = () => {
    setValues(initial);
    setCleared(new Set());
    setClientErrors(null);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const errors = check(values);
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      setClientErrors(errors);
      formRef.current?.querySelector<HTMLElement>(`[name="setting:${Object.keys(errors)[0]}"]`)?.focus();
      return;
    }
    setClientErrors(null);
    setTouched(new Set());
  };
  const errorOf = (key: string) =>
    clientErrors?.[key] ?? (touched.has(key) ? undefined : serverFieldErrors[key]);

  // The test's dialog holds a form of its own, so the buttons sit outside this form and name it.
  return (
    <div>
      <TestEmailBanner />
      {serverError && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {serverError}
        </p>
      )}
      <Card title={ADMIN_SETTINGS_TEXT.card}>
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">{mailStatusText(mail)}</p>
        <Form
          method="post"
          id={ADMIN_SETTINGS_FORM_ID}
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          className="space-y-4"
        >
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="version" value={version} />
          {settings.length === 0 ? (
            <p className="text-sm text-stone-600">No admin settings are stored yet.</p>
          ) : (
            settings.map((setting) => (
              <SettingField
                key={setting.key}
                setting={setting}
                value={values[setting.key] ?? ""}
                cleared={cleared.has(setting.key)}
                error={errorOf(setting.key)}
                onChange={(value) => change(setting.key, value)}
                onClear={(on) => {
                  const next = new Set(cleared);
                  if (on) next.add(setting.key);
                  else next.delete(setting.key);
                  setCleared(next);
                  if (on) change(setting.key, "");
                }}
              />
            ))
          )}
        </Form>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <TestEmailButton defaultAddress={adminEmail} unsaved={dirty} className={secondaryAction} />
          <button type="submit" form={ADMIN_SETTINGS_FORM_ID} className={primaryAction} disabled={saving}>
            {saving ? ADMIN_SETTINGS_TEXT.saving : ADMIN_SETTINGS_TEXT.save}
          </button>
        </div>
      </Card>
      <SaveBar
        dirty={dirty}
        saving={saving}
        onDiscard={discard}
        formId={ADMIN_SETTINGS_FORM_ID}
        saveLabel={ADMIN_SETTINGS_TEXT.save}
      />
    </div>
  );
}
