import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { formatBytes, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "../../../../lib/image-library";
import { useToast } from "../../ui/toaster";
import { useLeaveWarning } from "../save-bar";
import { uploadImage } from "./upload-request";

interface UploadItem {
  key: string;
  index: number;
  name: string;
  size: number;
  loaded: number;
  status: "waiting" | "uploading" | "done" | "failed";
  message?: string;
}

/** Two files travel at once: quicker than one by one, and each keeps its own progress bar. */
const PARALLEL = 2;

/** "Upload images": many files at once, each sent on its own with its progress and its result. */
export function UploadPanel({ purposes }: { purposes: string[] }) {
  const id = useId();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [purpose, setPurpose] = useState("product");
  const [tags, setTags] = useState("");
  const revalidator = useRevalidator();
  const toast = useToast();
  const busy = items.some((item) => item.status === "waiting" || item.status === "uploading");
  useLeaveWarning(busy);

  const update = (key: string, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const start = async (files: File[]) => {
    const stamp = Date.now();
    const batch: UploadItem[] = files.map((file, i) => ({
      key: `${stamp}-${i}`,
      index: i + 1,
      name: file.name,
      size: file.size,
      loaded: 0,
      // The server checks again; this only spares sending a file that cannot be accepted.
      ...(file.size >= MAX_IMAGE_BYTES
        ? { status: "failed" as const, message: IMAGE_MESSAGES.size(i + 1) }
        : { status: "waiting" as const }),
    }));
    setItems(batch);
    const queue = batch
      .map((item, i) => ({ item, file: files[i] }))
      .filter((q) => q.item.status === "waiting");
    let next = 0;
    let uploaded = 0;
    const worker = async () => {
      while (next < queue.length) {
        const { item, file } = queue[next++];
        update(item.key, { status: "uploading" });
        const outcome = await uploadImage(file, { index: item.index, purpose, tags }, (loaded) =>
          update(item.key, { loaded }),
        );
        if (outcome.ok) uploaded++;
        update(
          item.key,
          outcome.ok ? { status: "done", loaded: item.size } : { status: "failed", message: outcome.message },
        );
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    if (uploaded > 0) {
      toast.show("success", uploaded === 1 ? "1 image uploaded" : `${uploaded} images uploaded`);
      await revalidator.revalidate();
    }
  };

  const done = items.filter((item) => item.status === "done").length;
  const failed = items.filter((item) => item.status === "failed").length;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={`${id}-title`} className="font-semibold text-stone-900">
        Upload images
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        JPEG, PNG or WebP, each under 5 MB. Images are resized to at most 1920 x 1080 and saved as WebP.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <label className="text-sm font-medium">
          Purpose
          <select
            value={purpose}
            onChange={(event) => setPurpose(event.target.value)}
            disabled={busy}
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
          >
            {purposes.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Tags <span className="font-normal text-stone-500">(comma separated)</span>
          <input
            value={tags}
            onChange={(event) => setTags(event.target.value)}
            disabled={busy}
            placeholder="silk, bridal"
            className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
          />
        </label>
        <label
          className={`inline-flex cursor-pointer items-center justify-center rounded-lg bg-maroon-800 px-4 py-2 text-sm font-semibold text-white focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-maroon-800 hover:bg-maroon-900 ${busy ? "pointer-events-none opacity-60" : ""}`}
        >
          {busy ? "Uploading..." : "Choose images"}
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            className="sr-only"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = "";
              if (files.length > 0) void start(files);
            }}
          />
        </label>
      </div>
      {items.length > 0 && (
        <div className="mt-4">
          <p className="text-sm text-stone-700" aria-live="polite">
            {busy
              ? `${done + failed} of ${items.length} files finished`
              : `${done} uploaded${failed > 0 ? `, ${failed} not uploaded` : ""}`}
          </p>
          <ul className="mt-2 space-y-2">
            {items.map((item) => (
              <UploadRow key={item.key} item={item} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const status = { done: "Uploaded", waiting: "Waiting", uploading: null, failed: null }[item.status];
  return (
    <li className="rounded-lg border border-stone-200 p-2 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="min-w-0 truncate font-medium text-stone-800">
          {item.index}. {item.name}
        </span>
        <span className="text-xs text-stone-600">
          {item.status === "uploading"
            ? `${formatBytes(item.loaded)} of ${formatBytes(item.size)}`
            : formatBytes(item.size)}
        </span>
      </div>
      {item.status !== "failed" && (
        <progress
          className="mt-1 h-2 w-full accent-maroon-800"
          max={item.size || 1}
          value={item.loaded}
          aria-label={`Upload of ${item.name}`}
        />
      )}
      {status && <p className={item.status === "done" ? "text-emerald-700" : "text-stone-600"}>{status}</p>}
      {item.message && (
        <p role="alert" className="text-red-700">
          {item.message}
        </p>
      )}
    </li>
  );
}
