import { lazy, Suspense } from "react";
import { useHydrated } from "../ui/use-hydrated";
import { inputClass } from "./form-fields";

// The Squire editor, in its own chunk fetched once the page is interactive.
const RichTextEditor = lazy(() => import("./product-form/rich-text-editor"));

interface Props {
  /** The form field posted (its id is field-{name}). */
  name: string;
  label: string;
  /** The editor toolbar's name for screen readers. */
  toolbarLabel: string;
  /** What the server keeps when it sanitises. */
  hint: string;
  rows?: number;
  /** Shown beside the label, e.g. "About 3 minutes to read". */
  note?: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/**
 * Rich text once the page is interactive; before that (or without JavaScript) the HTML in a plain
 * text area. Either way the form posts `name`, and the server sanitises it.
 */
export function RichTextField({
  name,
  label,
  toolbarLabel,
  hint,
  rows = 14,
  note,
  value,
  onChange,
  error,
}: Props) {
  const hydrated = useHydrated();
  const id = `field-${name}`;
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const plain = (
    <textarea
      id={id}
      name={name}
      rows={rows}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className={`${inputClass(error)} font-mono text-sm`}
    />
  );
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        {note && <span className="text-xs text-stone-600">{note}</span>}
      </div>
      {hydrated ? (
        <Suspense fallback={plain}>
          <input type="hidden" name={name} value={value} />
          <RichTextEditor
            id={id}
            value={value}
            onChange={onChange}
            labelledBy={`${id}-label`}
            toolbarLabel={toolbarLabel}
            describedBy={describedBy}
            invalid={Boolean(error)}
          />
        </Suspense>
      ) : (
        plain
      )}
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
