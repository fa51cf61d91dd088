import { ADMIN_SETTINGS_TEXT, type AdminSettingKind } from "../../../../lib/admin-settings";
import { Badge } from "../badge";
import { describedBy, inputClass, Notes } from "../form-fields";

/** One stored admin setting as the page receives it: a masked one comes without its value. */
export interface SettingFieldData {
  key: string;
  label: string;
  description: string | null;
  kind: AdminSettingKind;
  isEncrypted: boolean;
  masked: boolean;
  value: string;
  isSet: boolean;
  unreadable: boolean;
}

interface Props {
  setting: SettingFieldData;
  value: string;
  cleared: boolean;
  error?: string;
  onChange: (value: string) => void;
  onClear: (cleared: boolean) => void;
}

const INPUT_TYPE: Partial<Record<AdminSettingKind, string>> = { email: "email" };

/** An editable setting: its label from the key, its description under it, a select, a masked or a plain input. */
export function SettingField({ setting, value, cleared, error, onChange, onClear }: Props) {
  const id = `setting-${setting.key}`;
  const name = `setting:${setting.key}`;
  const hint = setting.unreadable
    ? `${setting.description ?? ""} The saved value cannot be decrypted with the current key: type it again.`.trim()
    : (setting.description ?? undefined);
  const common = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    className: inputClass(error),
  };
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {setting.label}
        </label>
        {setting.isEncrypted && <Badge tone="blue">{ADMIN_SETTINGS_TEXT.encrypted}</Badge>}
      </div>
      {setting.kind === "boolean" ? (
        <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="true">{ADMIN_SETTINGS_TEXT.enabled}</option>
          <option value="false">{ADMIN_SETTINGS_TEXT.disabled}</option>
        </select>
      ) : setting.masked ? (
        <input
          {...common}
          type="password"
          // Never the admin's own password: browsers must not fill a stored login in here.
          autoComplete="new-password"
          spellCheck={false}
          value={value}
          disabled={cleared}
          placeholder={
            setting.isSet && !setting.unreadable
              ? "•••••••• saved: type a new value to replace it"
              : "Not set"
          }
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={INPUT_TYPE[setting.kind] ?? "text"}
          inputMode={setting.kind === "port" || setting.kind === "number" ? "numeric" : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <Notes id={id} error={error} hint={hint} />
      {setting.masked && setting.isSet && (
        <label className="mt-1 flex items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            name="clear"
            value={setting.key}
            checked={cleared}
            onChange={(event) => onClear(event.target.checked)}
            className="h-4 w-4 accent-maroon-800"
          />
          Remove the saved value
        </label>
      )}
    </div>
  );
}
