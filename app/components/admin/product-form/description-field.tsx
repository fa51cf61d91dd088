import { lazy, Suspense } from "react";
import { useHydrated } from "../../ui/use-hydrated";
import { inputClass } from "../form-fields";

// Its own chunk, fetched once the form is interactive: no other page downloads the editor.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

interface Props {
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

const ID = "field-description";

/**
 * The description: rich text once the page is interactive; before that (or without JavaScript) the
 * HTML in a plain text area. Either way the form posts `description`, and the server sanitises it.
 */
export function DescriptionField({ value, onChange, error }: Props) {
  const hydrated = useHydrated();
  const hint = "Headings, lists, quotes and links are kept; other formatting is removed when saved.";
  const describedBy = [`${ID}-hint`, error && `${ID}-error`].filter(Boolean).join(" ");
  const plain = (
    <textarea
      id={ID}
      name="description"
      rows={10}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className={`${inputClass(error)} font-mono text-sm`}
    />
  );
  return (
    <div>
      <label id={`${ID}-label`} htmlFor={ID} className="mb-1 block text-sm font-medium">
        Description
      </label>
      {hydrated ? (
        <Suspense fallback={plain}>
          <input type="hidden" name="description" value={value} />
          <RichTextEditor
            id={ID}
            value={value}
            onChange={onChange}
            labelledBy={`${ID}-label`}
            describedBy={describedBy}
            invalid={Boolean(error)}
          />
        </Suspense>
      ) : (
        plain
      )}
      <p id={`${ID}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
      {error && (
        <p id={`${ID}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
