import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { formatIndianNumber } from "../../../../lib/money";
import { CAMPAIGN_LIMITS, type CampaignFields, parseCampaignForm } from "../../../../lib/newsletter-campaign";
import { PREFERENCE_FIELDS, type PreferenceKey } from "../../../../lib/newsletter-messages";
import { useDraft } from "../form-draft";
import { Card, TextField } from "../form-fields";
import { primaryAction } from "../page-header";
import { SaveBar, useLeaveWarning } from "../save-bar";
import { CampaignBodyField } from "./campaign-body-field";

export const CAMPAIGN_FORM_ID = "campaign-form";

interface Props {
  /** The saved draft, or null for a new campaign. */
  saved: { id: string; version: string; values: CampaignFields } | null;
  audience: Record<PreferenceKey, number>;
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
  /** Tells the page whether the form holds unsaved changes (sending and tests use the saved version). */
  onDirtyChange?: (dirty: boolean) => void;
}

const BLANK: CampaignFields = { subject: "", preheader: "", preference: "weekly_newsletter", body: "" };
const same = (a: CampaignFields, b: CampaignFields) => JSON.stringify(a) === JSON.stringify(b);
const subscribersText = (n: number) => `${formatIndianNumber(n)} ${n === 1 ? "subscriber" : "subscribers"}`;

/** The campaign editor: one schema (lib/newsletter-campaign.ts) checks it here and again on the server. */
export function CampaignForm({ saved, audience, serverError, serverFieldErrors, onDirtyChange }: Props) {
  const initial = saved?.values ?? BLANK;
  const [values, setValues] = useState<CampaignFields>(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [restored, setRestored] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const location = useLocation();
  const saving =
    navigation.state === "submitting" &&
    navigation.formAction === location.pathname &&
    navigation.formData?.get("intent") === "save";
  const dirty = !same(values, initial);
  useLeaveWarning(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const version = saved?.version ?? null;
  const draft = useDraft(`newsletter-campaign:${saved?.id ?? "new"}`, { version, values }, dirty);

  // A draft kept when the session ended is put back once, unless the campaign was saved since.
  const [draftSeen, setDraftSeen] = useState(false);
  if (!draftSeen && draft.saved) {
    setDraftSeen(true);
    if (draft.saved.version === version && !same(draft.saved.values, initial)) {
      setValues(draft.saved.values);
      setRestored(true);
    }
  }

  // A new campaign created (the action went on to its page): its draft has done its job. A saved
  // campaign's draft needs no clearing: it names the version it was made from, now out of date.
  useEffect(() => {
    const to = navigation.location?.pathname ?? "";
    const created =
      navigation.state === "loading" &&
      navigation.formData?.get("intent") === "save" &&
      to !== location.pathname &&
      to.startsWith("/admin/newsletter/campaigns/");
    if (created) draft.clear();
  }, [navigation, location.pathname, draft]);

  const check = (next: CampaignFields) => {
    const parsed = parseCampaignForm(next);
    return parsed.ok ? {} : parsed.fieldErrors;
  };
  const set = (field: keyof CampaignFields, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setTouched(new Set(touched).add(field));
    if (clientErrors) setClientErrors(check(next));
  };
  const discard = () => {
    setValues(initial);
    setClientErrors(null);
    setRestored(false);
    draft.clear();
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const errors = check(values);
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      setClientErrors(errors);
      const field = Object.keys(errors)[0];
      formRef.current?.querySelector<HTMLElement>(`#field-${field}`)?.focus();
      return;
    }
    setClientErrors(null);
    setTouched(new Set());
  };
  // The browser-side check speaks first; a server message shows until its field is changed.
  const errorOf = (field: string) =>
    clientErrors?.[field] ?? (touched.has(field) ? undefined : serverFieldErrors[field]);

  return (
    <Form method="post" id={CAMPAIGN_FORM_ID} ref={formRef} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      {version && <input type="hidden" name="version" value={version} />}
      {serverError && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {serverError}
        </p>
      )}
      {restored && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          <span>Your unsaved changes from earlier were put back.</span>
          <button type="button" onClick={discard} className="font-semibold underline">
            Discard them
          </button>
        </div>
      )}
      <div className="space-y-4">
        <Card title="Content">
          <TextField
            label="Subject"
            name="subject"
            value={values.subject}
            maxLength={CAMPAIGN_LIMITS.subject}
            counter={{ length: values.subject.length, max: CAMPAIGN_LIMITS.subject }}
            error={errorOf("subject")}
            onChange={(event) => set("subject", event.target.value)}
          />
          <TextField
            label="Preview text (optional)"
            name="preheader"
            value={values.preheader}
            maxLength={CAMPAIGN_LIMITS.preheader}
            counter={{ length: values.preheader.length, max: CAMPAIGN_LIMITS.preheader }}
            hint="Shown by most mail apps next to the subject, before the message is opened."
            error={errorOf("preheader")}
            onChange={(event) => set("preheader", event.target.value)}
          />
          <CampaignBodyField
            value={values.body}
            onChange={(html) => set("body", html)}
            error={errorOf("body")}
          />
        </Card>
        <Card title="Who receives it">
          <fieldset aria-describedby={errorOf("preference") ? "field-preference-error" : undefined}>
            <legend className="mb-2 text-sm text-stone-700">
              Active subscribers who confirmed their address and chose:
            </legend>
            <div className="space-y-2">
              {PREFERENCE_FIELDS.map((field, i) => (
                <label key={field.key} className="flex items-center gap-3 text-sm">
                  <input
                    type="radio"
                    name="preference"
                    id={i === 0 ? "field-preference" : undefined}
                    value={field.key}
                    checked={values.preference === field.key}
                    onChange={() => set("preference", field.key)}
                    className="h-4 w-4 accent-maroon-800"
                  />
                  <span>
                    <span className="font-medium">{field.label}</span>{" "}
                    <span className="text-stone-600">({subscribersText(audience[field.key])} today)</span>
                  </span>
                </label>
              ))}
            </div>
            {errorOf("preference") && (
              <p id="field-preference-error" className="mt-1 text-sm text-red-700">
                {errorOf("preference")}
              </p>
            )}
          </fieldset>
        </Card>
      </div>
      <div className="mt-4 flex justify-end">
        <button type="submit" disabled={saving} className={primaryAction}>
          {saving ? "Saving..." : saved ? "Save campaign" : "Create campaign"}
        </button>
      </div>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} formId={CAMPAIGN_FORM_ID} />
    </Form>
  );
}
