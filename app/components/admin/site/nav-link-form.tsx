import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "../../link";
import {
  EDITABLE_NAV_LOCATIONS,
  type EditableNavLocation,
  NAV_LINK_LIMITS,
  NAV_LOCATION_LABELS,
  parseNavigationLinkForm,
} from "../../../../lib/navigation-link-form";
import { SelectField, TextField } from "../form-fields";
import { primaryAction, secondaryAction } from "../page-header";
import { useLeaveWarning } from "../save-bar";
import { checkOnSubmit } from "./check-on-submit";

export interface EditableNavLink {
  id: string;
  name: string;
  path: string;
  location: EditableNavLocation;
  orderNum: number;
  isActive: boolean;
  updatedAt: string;
}

interface Props {
  /** Names the form in the action's answer and prefixes its field ids. */
  formId: string;
  /** The link to edit; without it the form adds a link to `location`. */
  link?: EditableNavLink;
  location: EditableNavLocation;
  /** The server's field messages for this form. */
  serverErrors: Record<string, string>;
  /** The server's message for the whole form (a stale edit, a deleted link). */
  serverError?: string;
  /** Where Cancel goes (edit only). */
  cancelHref?: string;
}

/** Add or edit a header or footer link; lib/navigation-link-form.ts checks it here and on the server. */
export function NavLinkForm({ formId, link, location, serverErrors, serverError, cancelHref }: Props) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [dirty, setDirty] = useState(false);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("form") === formId;
  // An edit is protected from being lost; an add form holds nothing worth a warning.
  useLeaveWarning(Boolean(link) && dirty && !saving);
  const errors = clientErrors ?? serverErrors;
  const id = (field: string) => `${formId}-${field}`;
  const onSubmit = checkOnSubmit(setClientErrors, parseNavigationLinkForm);

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={() => setDirty(true)}
      aria-label={link ? `Edit ${link.name}` : `Add a ${location} link`}
      className="grid gap-3 sm:grid-cols-2"
    >
      {serverError && !clientErrors && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
        >
          {serverError}
        </p>
      )}
      <input type="hidden" name="form" value={formId} />
      <input type="hidden" name="intent" value={link ? "update" : "create"} />
      {link && <input type="hidden" name="id" value={link.id} />}
      {link && <input type="hidden" name="version" value={link.updatedAt} />}
      <TextField
        label="Name"
        name="name"
        id={id("name")}
        defaultValue={link?.name}
        error={errors.name}
        autoComplete="off"
        hint={`Shown in the menu; up to ${NAV_LINK_LIMITS.name} characters.`}
      />
      <TextField
        label="Path"
        name="path"
        id={id("path")}
        defaultValue={link?.path}
        error={errors.path}
        autoComplete="off"
        inputMode="url"
        spellCheck={false}
        placeholder="/shop"
        hint="A page of this shop starting with / (like /shop or /about), or a full address starting with https://"
      />
      {link ? (
        <SelectField
          label="Where"
          name="location"
          id={id("location")}
          defaultValue={link.location}
          error={errors.location}
        >
          {EDITABLE_NAV_LOCATIONS.map((place) => (
            <option key={place} value={place}>
              {NAV_LOCATION_LABELS[place]}
            </option>
          ))}
        </SelectField>
      ) : (
        <input type="hidden" name="location" value={location} />
      )}
      <TextField
        label="Order"
        name="orderNum"
        id={id("orderNum")}
        type="number"
        inputMode="numeric"
        min={0}
        max={NAV_LINK_LIMITS.order}
        defaultValue={link?.orderNum ?? 0}
        error={errors.orderNum}
        hint="Lower numbers come first; links with the same number are in name order."
      />
      <div className="flex items-start gap-3 sm:col-span-2">
        <input
          id={id("isActive")}
          type="checkbox"
          name="isActive"
          defaultChecked={link?.isActive ?? true}
          className="mt-1 h-4 w-4 accent-maroon-800"
        />
        <label htmlFor={id("isActive")} className="text-sm font-medium">
          Shown in the shop
        </label>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={primaryAction} disabled={saving}>
          {saving ? "Saving..." : link ? "Save link" : "Add link"}
        </button>
        {cancelHref && (
          <Link to={cancelHref} className={secondaryAction}>
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}
