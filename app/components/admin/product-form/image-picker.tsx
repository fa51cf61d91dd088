import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { sizedImage } from "../../../../lib/images";
import { secondaryAction } from "../page-header";
import type { FormImage } from "./types";

interface LibraryPageData {
  images: {
    id: string;
    publicUrl: string;
    thumbnailUrl: string | null;
    altText: string | null;
    originalName: string;
  }[];
  page: number;
  pageCount: number;
  total: number;
}

interface Props {
  /** URLs already on the product: shown as added. */
  chosen: string[];
  /** How many more images the product can take. */
  room: number;
  onPick: (image: FormImage) => void;
}

const libraryHref = (q: string, page: number) =>
  `/admin/images?${new URLSearchParams({ q, page: String(page) }).toString()}`;

/** "Choose from library": a dialog listing the image library (search and pages), one click adds. */
export function ImagePicker({ chosen, room, onPick }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<LibraryPageData>();
  const [q, setQ] = useState("");
  const titleId = useId();
  const data = fetcher.data && Array.isArray(fetcher.data.images) ? fetcher.data : null;
  const load = (query: string, page: number) => fetcher.load(libraryHref(query, page));

  // Searching as the admin types, a moment after they stop.
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const search = (query: string) => {
    setQ(query);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => load(query, 1), 300);
  };

  const open = () => {
    dialog.current?.showModal();
    load(q, 1);
  };

  return (
    <>
      <button type="button" onClick={open} className={secondaryAction} disabled={room <= 0}>
        Choose from library
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(48rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-stone-900/40"
      >
        <div className="space-y-4 p-5">
          <div className="flex items-center justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold text-stone-900">
              Choose from the image library
            </h2>
            <button type="button" className={secondaryAction} onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
          <label className="block text-sm font-medium">
            Search images
            <input
              type="search"
              value={q}
              onChange={(event) => search(event.target.value)}
              className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </label>
          <p role="status" className="text-sm text-stone-600">
            {fetcher.state !== "idle"
              ? "Loading images..."
              : data
                ? `${data.total} ${data.total === 1 ? "image" : "images"}. ${
                    room > 0 ? `You can add ${room} more.` : "This product has the most images it can take."
                  }`
                : ""}
          </p>
          {data && data.images.length > 0 && (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {data.images.map((image) => {
                const added = chosen.includes(image.publicUrl);
                return (
                  <li key={image.id}>
                    <button
                      type="button"
                      disabled={added || room <= 0}
                      aria-label={`${added ? "Added" : "Add"} ${image.originalName}`}
                      onClick={() =>
                        onPick({
                          url: image.publicUrl,
                          alt: image.altText ?? "",
                          libraryId: image.id,
                          thumbnailUrl: image.thumbnailUrl,
                        })
                      }
                      className="block w-full overflow-hidden rounded-lg border border-stone-200 text-left hover:border-maroon-700 disabled:opacity-60"
                    >
                      <img
                        src={image.thumbnailUrl ?? sizedImage(image.publicUrl, 320)}
                        alt=""
                        width={160}
                        height={160}
                        loading="lazy"
                        className="aspect-square w-full bg-stone-100 object-cover"
                      />
                      <span className="block truncate p-1.5 text-xs">
                        {added ? "Added: " : ""}
                        {image.originalName}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {data && data.pageCount > 1 && (
            <div className="flex items-center justify-between text-sm">
              <button
                type="button"
                className={secondaryAction}
                disabled={data.page <= 1}
                onClick={() => load(q, data.page - 1)}
              >
                Previous
              </button>
              <span>
                Page {data.page} of {data.pageCount}
              </span>
              <button
                type="button"
                className={secondaryAction}
                disabled={data.page >= data.pageCount}
                onClick={() => load(q, data.page + 1)}
              >
                Next
              </button>
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}
