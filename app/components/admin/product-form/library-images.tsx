import { useState } from "react";
import { secondaryAction } from "../page-header";
import { ImagePicker } from "./image-picker";
import { checkImageFile, type LibraryPurpose, uploadToLibrary } from "./image-upload";
import type { FormImage } from "./types";

const small =
  "rounded-md border border-stone-300 bg-white px-2 py-1 text-xs font-medium hover:bg-stone-50 disabled:opacity-50";

/**
 * A list of images kept in the image library (a product's images, a section's gallery): chosen files
 * go to the library one at a time, each checked first, while the list says which one is on its way and
 * what was refused. `tooMany` is the message when more files were chosen than there is room for.
 */
export function useLibraryUploads<T>({
  images,
  onChange,
  room,
  purpose,
  tooMany,
  toItem,
}: {
  images: T[];
  onChange: (images: T[]) => void;
  room: number;
  purpose: LibraryPurpose;
  tooMany: string;
  toItem: (image: FormImage) => T;
}) {
  const [progress, setProgress] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [inputKey, setInputKey] = useState(0);

  const upload = async (files: File[]) => {
    const found: string[] = [];
    let added = [...images];
    if (files.length > room) found.push(tooMany);
    const accepted = files.slice(0, Math.max(0, room));
    for (const [i, file] of accepted.entries()) {
      const n = i + 1;
      const problem = checkImageFile(file, n);
      if (problem) {
        found.push(problem);
        continue;
      }
      setProgress(`Uploading ${n} of ${accepted.length}...`);
      const result = await uploadToLibrary(file, purpose, n);
      if (result.ok) {
        added = [...added, toItem(result.image)];
        onChange(added);
      } else found.push(result.message);
    }
    setProgress(null);
    setProblems(found);
    // A new input, so that choosing the same file again is a change.
    setInputKey((k) => k + 1);
  };

  return { upload, progress, problems, inputKey };
}

/** Move up, move down, make main (when asked for) and remove, for the image at `index` of `count`. */
export function ImageRowButtons({
  index,
  count,
  move,
  remove,
  canMakeMain = false,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: () => void;
  canMakeMain?: boolean;
}) {
  const n = index + 1;
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        className={small}
        disabled={index === 0}
        aria-label={`Move image ${n} up`}
        onClick={() => move(index, index - 1)}
      >
        Move up
      </button>
      <button
        type="button"
        className={small}
        disabled={index === count - 1}
        aria-label={`Move image ${n} down`}
        onClick={() => move(index, index + 1)}
      >
        Move down
      </button>
      {canMakeMain && index > 0 && (
        <button
          type="button"
          className={small}
          aria-label={`Make image ${n} the main image`}
          onClick={() => move(index, 0)}
        >
          Make main image
        </button>
      )}
      <button
        type="button"
        className={`${small} text-red-700`}
        aria-label={`Remove image ${n}`}
        onClick={remove}
      >
        Remove
      </button>
    </div>
  );
}

/**
 * Adding images: upload files or pick from the library while there is room, the count against the
 * limit, and what the uploads are doing, read out to screen readers.
 */
export function ImageAdder({
  chosen,
  limit,
  uploads,
  onPick,
}: {
  chosen: string[];
  limit: number;
  uploads: ReturnType<typeof useLibraryUploads>;
  onPick: (image: FormImage) => void;
}) {
  const room = limit - chosen.length;
  const { upload, progress, problems, inputKey } = uploads;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <label
          className={`${secondaryAction} cursor-pointer focus-within:outline-2 focus-within:outline-maroon-800 ${room <= 0 || progress ? "pointer-events-none opacity-60" : ""}`}
        >
          Upload images
          <input
            key={inputKey}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            disabled={room <= 0 || progress !== null}
            className="sr-only"
            onChange={(event) => void upload([...(event.target.files ?? [])])}
          />
        </label>
        <ImagePicker
          chosen={chosen}
          room={room}
          onPick={(image) => {
            if (room > 0 && !chosen.includes(image.url)) onPick(image);
          }}
        />
        <span className="text-sm text-stone-600">
          {chosen.length} of {limit}
        </span>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {progress && <p className="text-stone-700">{progress}</p>}
        {problems.length > 0 && (
          <ul className="space-y-1 text-red-700">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
