import { useState } from "react";
import { Form } from "react-router";
import { Badge } from "../badge";
import { ConfirmButton } from "../confirm-dialog";
import { TextField } from "../form-fields";
import { primaryAction, secondaryAction } from "../page-header";

export interface ConfigOptionItem {
  id: string;
  category: string;
  key: string;
  label: string;
  value: string;
  isActive: boolean;
  version: string;
}

interface Props {
  option: ConfigOptionItem;
  first: boolean;
  last: boolean;
  /** The action's refusal, when it was about this option. */
  failure: { error: string; fieldErrors: Record<string, string> } | null;
}

const small = "px-3 py-1.5";
const isHex = (value: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/** One option of a category: its fields, moving it up or down, editing in place and deleting. */
export function ConfigOptionRow({ option, first, last, failure }: Props) {
  const [editing, setEditing] = useState(failure !== null && Object.keys(failure.fieldErrors).length > 0);
  const [active, setActive] = useState(option.isActive);
  const prefix = `option-${option.id}`;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {isHex(option.value) && (
          <span
            aria-hidden="true"
            className="h-6 w-6 shrink-0 rounded-full border border-stone-300"
            style={{ backgroundColor: option.value }}
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-medium text-stone-900">
            {option.label}{" "}
            <Badge tone={option.isActive ? "green" : "grey"}>{option.isActive ? "Active" : "Inactive"}</Badge>
          </p>
          <p className="break-all text-sm text-stone-600">
            Key <code>{option.key}</code>
            {option.value !== "" && (
              <>
                {" "}
                · Value <code>{option.value}</code>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Form method="post" className="flex gap-2">
            <input type="hidden" name="id" value={option.id} />
            <input type="hidden" name="intent" value="move" />
            <button
              type="submit"
              name="direction"
              value="up"
              disabled={first}
              className={`${secondaryAction} ${small}`}
              aria-label={`Move ${option.label} up`}
            >
              Up
            </button>
            <button
              type="submit"
              name="direction"
              value="down"
              disabled={last}
              className={`${secondaryAction} ${small}`}
              aria-label={`Move ${option.label} down`}
            >
              Down
            </button>
          </Form>
          <button
            type="button"
            className={`${secondaryAction} ${small}`}
            aria-expanded={editing}
            aria-controls={`${prefix}-edit`}
            onClick={() => setEditing(!editing)}
          >
            {editing ? "Close" : "Edit"}
          </button>
          <Form method="post">
            <input type="hidden" name="id" value={option.id} />
            <ConfirmButton
              title={`Delete ${option.label}?`}
              message={`The option "${option.label}" (${option.key}) will be removed from ${option.category}. This cannot be undone.`}
              confirmLabel="Delete option"
              name="intent"
              value="delete"
              className={`inline-flex items-center justify-center rounded-lg border border-red-300 bg-white text-sm font-medium text-red-700 hover:bg-red-50 ${small}`}
            >
              Delete
            </ConfirmButton>
          </Form>
        </div>
      </div>
      {failure && !editing && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure.error}
        </p>
      )}
      {editing && (
        <Form method="post" id={`${prefix}-edit`} className="mt-3 grid gap-3 sm:grid-cols-3" noValidate>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={option.id} />
          <input type="hidden" name="version" value={option.version} />
          {failure && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-3">
              {failure.error}
            </p>
          )}
          <TextField
            id={`${prefix}-label`}
            label="Label"
            name="label"
            defaultValue={option.label}
            error={failure?.fieldErrors.label}
          />
          <TextField
            id={`${prefix}-key`}
            label="Key"
            name="key"
            defaultValue={option.key}
            error={failure?.fieldErrors.key}
          />
          <TextField
            id={`${prefix}-value`}
            label="Value"
            name="value"
            defaultValue={option.value}
            error={failure?.fieldErrors.value}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-3">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                name="isActive"
                checked={active}
                onChange={(event) => setActive(event.target.checked)}
                className="h-4 w-4 accent-maroon-800"
              />
              Active
            </label>
            <button type="submit" className={primaryAction}>
              Save option
            </button>
          </div>
        </Form>
      )}
    </li>
  );
}
