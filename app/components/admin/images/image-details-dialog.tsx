import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { formatDateTime } from "../../../../lib/date-format";
import { formatBytes, MAX_ALT_TEXT_LENGTH } from "../../../../lib/image-library";
import { useToast } from "../../ui/toaster";
import { ConfirmButton } from "../confirm-dialog";
import { primaryAction, secondaryAction } from "../page-header";
import { type ImagesActionData, type LibraryImageView, typeLabel } from "./types";

interface Props {
  image: LibraryImageView | null;
  purposes: string[];
  onClose: () => void;
}

/** The chosen image in a modal: its details, its alt text, tags and purpose to edit, and Delete. */
export function ImageDetailsDialog({ image, purposes, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (image && element && !element.open) element.showModal();
    if (!image && element?.open) element.close();
  }, [image]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // React passes a nested dialog's close up the tree (the confirm dialog's): only this one's counts.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[min(44rem,calc(100vw-1rem))] rounded-xl p-0 shadow-xl backdrop:bg-stone-900/40"
    >
      {image && (
        <ImageDetails key={image.id} image={image} purposes={purposes} titleId={titleId} onDone={onClose} />
      )}
    </dialog>
  );
}

const inputClass = "mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 font-normal";

function ImageDetails({
  image,
  purposes,
  titleId,
  onDone,
}: {
  image: LibraryImageView;
  purposes: string[];
  titleId: string;
  onDone: () => void;
}) {
  const save = useFetcher<ImagesActionData>();
  const remove = useFetcher<ImagesActionData>();
  const toast = useToast();
  const id = useId();
  const saved = save.state === "idle" ? save.data : undefined;
  const removed = remove.state === "idle" ? remove.data : undefined;
  const handled = useRef<ImagesActionData | null>(null);
  useEffect(() => {
    const done = [saved, removed].find((result) => result && "ok" in result && result.ok);
    // Each answer from the server is announced once, however often the page renders meanwhile.
    if (done && "message" in done && handled.current !== done) {
      handled.current = done;
      toast.show("success", done.message);
      onDone();
    }
  }, [saved, removed, toast, onDone]);
  const saveError = saved && "error" in saved ? saved : undefined;
  const removeError = removed && "error" in removed ? removed.error : undefined;
  const options = purposes.includes(image.purpose) ? purposes : [...purposes, image.purpose];

  return (
    <div className="max-h-[calc(100vh-2rem)] overflow-y-auto p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 break-words text-lg font-semibold text-stone-900">
          {image.originalName}
        </h2>
        <button type="button" className={secondaryAction} onClick={onDone}>
          Close
        </button>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-[16rem_1fr]">
        <div>
          <img
            src={image.publicUrl}
            alt={image.altText ?? image.originalName}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            className="max-h-64 w-full rounded-lg bg-stone-100 object-contain"
          />
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-600">Type</dt>
            <dd>{typeLabel(image.mimeType)}</dd>
            <dt className="text-stone-600">Size</dt>
            <dd>{formatBytes(image.fileSize)}</dd>
            {image.width && image.height && (
              <>
                <dt className="text-stone-600">Dimensions</dt>
                <dd>
                  {image.width} x {image.height}
                </dd>
              </>
            )}
            <dt className="text-stone-600">Uploaded</dt>
            <dd>{formatDateTime(image.createdAt)}</dd>
            <dt className="text-stone-600">Address</dt>
            <dd className="break-all">
              <a href={image.publicUrl} target="_blank" rel="noreferrer" className="underline">
                {image.publicUrl}
              </a>
            </dd>
          </dl>
        </div>
        <save.Form method="post" className="space-y-3">
          <input type="hidden" name="id" value={image.id} />
          {saveError && (
            <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
              {saveError.error}
            </p>
          )}
          <label className="block text-sm font-medium">
            Alt text
            <textarea
              name="altText"
              defaultValue={image.altText ?? ""}
              maxLength={MAX_ALT_TEXT_LENGTH}
              rows={3}
              aria-describedby={`${id}-alt-hint`}
              className={inputClass}
            />
          </label>
          <p id={`${id}-alt-hint`} className="-mt-2 text-xs text-stone-600">
            What the picture shows, for shoppers who cannot see it and for search engines.
          </p>
          <label className="block text-sm font-medium">
            Tags <span className="font-normal text-stone-500">(comma separated)</span>
            <input name="tags" defaultValue={image.tags.join(", ")} className={inputClass} />
          </label>
          <label className="block text-sm font-medium">
            Purpose
            <select name="purpose" defaultValue={image.purpose} className={`${inputClass} bg-white`}>
              {options.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <div className="pt-1">
            <button
              type="submit"
              name="intent"
              value="update"
              disabled={save.state !== "idle"}
              className={primaryAction}
            >
              {save.state !== "idle" ? "Saving..." : "Save"}
            </button>
          </div>
        </save.Form>
      </div>
      <remove.Form method="post" className="mt-4 border-t border-stone-200 pt-4">
        <input type="hidden" name="id" value={image.id} />
        {removeError && (
          <p role="alert" className="mb-2 rounded-lg bg-red-50 p-2 text-sm text-red-800">
            {removeError}
          </p>
        )}
        <ConfirmButton
          title={`Delete ${image.originalName}?`}
          message="The image and its thumbnail are removed from the library and from storage. This cannot be undone."
          confirmLabel="Delete image"
          name="intent"
          value="delete"
          disabled={remove.state !== "idle"}
        >
          {remove.state !== "idle" ? "Deleting..." : "Delete image"}
        </ConfirmButton>
      </remove.Form>
    </div>
  );
}
