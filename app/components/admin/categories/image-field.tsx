import { sizedImage } from "../../../../lib/images";
import { describedBy, Notes } from "../form-fields";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

/** The current picture (if any), a file input to replace it and a box to remove it. */
export function ImageField(props: {
  label: string;
  name: string;
  hint: string;
  currentUrl: string | null;
  remove: boolean;
  onRemove: (remove: boolean) => void;
  onFile: (file: File | null) => void;
  error?: string;
}) {
  const id = `field-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      <div className="flex flex-wrap items-start gap-3">
        {props.currentUrl && !props.remove && (
          <img
            src={sizedImage(props.currentUrl, 160)}
            alt={`Current ${props.label.toLowerCase()}`}
            width={80}
            height={80}
            className="h-20 w-20 rounded-lg border border-stone-200 object-cover"
          />
        )}
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="file"
            name={props.name}
            accept={IMAGE_ACCEPT}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={describedBy(id, props.error, props.hint)}
            onChange={(event) => props.onFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:text-sm"
          />
          {props.currentUrl && (
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={`remove-${props.name}`}
                checked={props.remove}
                onChange={(event) => props.onRemove(event.target.checked)}
                className="h-4 w-4 accent-maroon-800"
              />
              Remove the current {props.label.toLowerCase()}
            </label>
          )}
        </div>
      </div>
      <Notes id={id} error={props.error} hint={props.hint} />
    </div>
  );
}
