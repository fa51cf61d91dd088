import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { INDIAN_STATES } from "../../../../lib/indian-states";
import { checkShopGroup, type ShopField, type ShopGroup } from "../../../../lib/shop-settings-form";
import { Card, CheckboxField, SelectField, TextArea, TextField } from "../form-fields";
import { primaryAction, secondaryAction } from "../page-header";

interface Props {
  group: ShopGroup;
  initial: Record<string, string>;
  version: string;
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
  /** Stable (the page's state setter): tells the page which groups hold unsaved changes. */
  onDirty: (groupId: string, dirty: boolean) => void;
}

const valuesOf = (group: ShopGroup, stored: Record<string, string>) =>
  Object.fromEntries(
    group.fields.map((f) => [
      f.key,
      f.kind === "boolean"
        ? stored[f.key]?.trim().toLowerCase() === "false"
          ? "false"
          : "true"
        : (stored[f.key] ?? ""),
    ]),
  );

/** One group of shop settings, saved on its own: checked here with the server's own rules first. */
export function ShopGroupForm({ group, initial, version, serverError, serverFieldErrors, onDirty }: Props) {
  const start = valuesOf(group, initial);
  const [values, setValues] = useState(start);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("group") === group.id;
  const dirty = group.fields.some((f) => values[f.key] !== start[f.key]);
  // Saved (the page reloads it under a new key) or left: this copy's changes no longer count.
  useEffect(() => () => onDirty(group.id, false), [onDirty, group.id]);

  const check = (next: Record<string, string>) => {
    const result = checkShopGroup(group, next);
    return result.ok ? {} : result.fieldErrors;
  };
  const set = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setTouched(new Set(touched).add(key));
    if (clientErrors) setClientErrors(check(next));
    onDirty(
      group.id,
      group.fields.some((f) => next[f.key] !== start[f.key]),
    );
  };
  const discard = () => {
    setValues(start);
    setClientErrors(null);
    onDirty(group.id, false);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const errors = check(values);
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      setClientErrors(errors);
      formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(errors)[0]}"]`)?.focus();
      return;
    }
    setClientErrors(null);
    setTouched(new Set());
  };
  const errorOf = (key: string) =>
    clientErrors?.[key] ?? (touched.has(key) ? undefined : serverFieldErrors[key]);

  const field = (f: ShopField) => {
    const props = {
      label: f.required ? `${f.label} (required)` : f.label,
      name: f.key,
      id: `shop-${f.key}`,
      hint: f.hint,
      error: errorOf(f.key),
      value: values[f.key],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        set(f.key, event.target.value),
    };
    switch (f.kind) {
      case "boolean":
        return (
          <CheckboxField
            key={f.key}
            label={f.label}
            name={f.key}
            checked={values[f.key] === "true"}
            onChange={(on) => set(f.key, on ? "true" : "false")}
            error={errorOf(f.key)}
          />
        );
      case "textarea":
      case "address":
        return (
          <TextArea
            key={f.key}
            {...props}
            rows={3}
            counter={{ length: values[f.key].length, max: f.max ?? 500 }}
          />
        );
      case "state":
        return (
          <SelectField key={f.key} {...props}>
            <option value="">Choose a state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
        );
      default:
        return (
          <TextField
            key={f.key}
            {...props}
            type={f.kind === "email" ? "email" : f.kind === "phone" ? "tel" : "text"}
            inputMode={f.kind === "money" ? "decimal" : undefined}
            autoCapitalize={f.kind === "gstin" ? "characters" : undefined}
            counter={f.kind === "text" ? { length: values[f.key].length, max: f.max ?? 200 } : undefined}
          />
        );
    }
  };

  return (
    <Card title={group.title} id={`group-${group.id}`}>
      <p className="text-sm text-stone-600">{group.description}</p>
      <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <input type="hidden" name="group" value={group.id} />
        <input type="hidden" name="version" value={version} />
        {serverError && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {serverError}
          </p>
        )}
        {group.fields.map(field)}
        <div className="flex flex-wrap justify-end gap-2">
          {dirty && (
            <button type="button" className={secondaryAction} onClick={discard} disabled={saving}>
              Discard
            </button>
          )}
          <button type="submit" className={primaryAction} disabled={saving}>
            {saving ? "Saving..." : `Save ${group.title.toLowerCase()}`}
          </button>
        </div>
      </Form>
    </Card>
  );
}
