import { sizedImage } from "../../../../lib/images";
import { secondaryAction } from "../page-header";
import { ImagePicker } from "../product-form/image-picker";

interface Props {
  name: string;
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** One picture from the image library (the product form's picker): preview, choose or replace, remove. */
export function LibraryImageField({ name, label, hint, value, onChange, error }: Props) {
  const id = `field-${name}`;
  const pick = (url: string) => {
    onChange(url);
    // One picture: the picker (the open modal dialog on top) closes as soon as it is chosen.
    const open = document.querySelectorAll<HTMLDialogElement>("dialog[open]");
    open[open.length - 1]?.close();
  };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
    >
      <input type="hidden" name={name} value={value} />
      <p id={`${id}-label`} className="mb-1 text-sm font-medium">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={sizedImage(value, 320)}
            alt={`${label} chosen`}
            width={96}
            height={96}
            className="size-24 rounded-lg bg-stone-100 object-cover"
          />
        ) : (
          <span className="flex size-24 items-center justify-center rounded-lg border border-dashed border-stone-300 text-xs text-stone-500">
            None
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <ImagePicker chosen={value ? [value] : []} room={1} onPick={(image) => pick(image.url)} />
          {value && (
            <button type="button" className={secondaryAction} onClick={() => onChange("")}>
              Remove
            </button>
          )}
        </div>
      </div>
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
