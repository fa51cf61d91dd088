import { useId, useState } from "react";
import { sizedImage } from "../../../../lib/images";
import { describedBy, Notes } from "../form-fields";
import { secondaryAction } from "../page-header";
import { ImagePicker } from "../product-form/image-picker";
import type { FormImage } from "../product-form/types";
import { checkAndUpload } from "../product-form/image-upload";

interface Props {
  label: string;
  /** The form field that carries the image's address. */
  name: string;
  value: string;
  /** A new image, or null when removed. */
  onChange: (image: FormImage | null) => void;
  purpose: "banner" | "content";
  hint?: string;
  error?: string;
  /** Whether the image may be left empty (a Remove button). */
  optional?: boolean;
}

/** One picture from the image library: uploaded into it here, or picked from it, as the product form does. */
export function LibraryImageField({ label, name, value, onChange, purpose, hint, error, optional }: Props) {
  const [status, setStatus] = useState<{ busy: boolean; problem: string | null }>({
    busy: false,
    problem: null,
  });
  const [inputKey, setInputKey] = useState(0);
  const id = `field-${name}`;
  const labelId = useId();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ busy: true, problem: null });
    const result = await checkAndUpload(file, purpose);
    if (result.ok) onChange(result.image);
    setStatus({ busy: false, problem: result.ok ? null : result.message });
    setInputKey((k) => k + 1);
  };

  return (
    // The group takes focus when the form points at a missing image.
    <div
      id={id}
      tabIndex={-1}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy(id, error, hint)}
    >
      <p id={labelId} className="mb-1 text-sm font-medium">
        {label}
      </p>
      <input type="hidden" name={name} value={value} />
      <div className="flex flex-wrap items-start gap-3">
        {value ? (
          <img
            src={sizedImage(value, 320)}
            alt={`Chosen ${label.toLowerCase()}`}
            width={160}
            height={90}
            className="h-24 w-40 rounded-lg border border-stone-200 bg-stone-100 object-cover"
          />
        ) : (
          <div
            className={`flex h-24 w-40 items-center justify-center rounded-lg border border-dashed text-xs text-stone-500 ${error ? "border-red-600" : "border-stone-300"}`}
          >
            No image chosen
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label
            className={`${secondaryAction} cursor-pointer focus-within:outline-2 focus-within:outline-maroon-800 ${status.busy ? "pointer-events-none opacity-60" : ""}`}
          >
            {value ? "Upload another" : "Upload image"}
            <input
              key={inputKey}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={status.busy}
              className="sr-only"
              onChange={(event) => void upload(event.target.files?.[0])}
            />
          </label>
          <ImagePicker chosen={value ? [value] : []} room={1} onPick={(image) => onChange(image)} />
          {optional && value && (
            <button type="button" className={secondaryAction} onClick={() => onChange(null)}>
              Remove
            </button>
          )}
        </div>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {status.busy && <p className="mt-1 text-stone-700">Uploading...</p>}
        {status.problem && <p className="mt-1 text-red-700">{status.problem}</p>}
      </div>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}
