import { useFetcher } from "react-router";
import { formatIndianNumber } from "../../../../lib/money";
import { secondaryAction } from "../page-header";
import type { ImagesActionData } from "./types";

const KEY = "migrate-product-images";

/** "Migrate product images": adds every product image not yet in the library. */
export function MigrateButton() {
  const fetcher = useFetcher<ImagesActionData>({ key: KEY });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <button type="submit" name="intent" value="migrate" disabled={busy} className={secondaryAction}>
        {busy ? "Migrating..." : "Migrate product images"}
      </button>
    </fetcher.Form>
  );
}

const plural = (n: number, one: string) => `${formatIndianNumber(n)} ${one}${n === 1 ? "" : "s"}`;

/** The last migration's result: "Migrated 12 images, 2 errors" and what went wrong where. */
export function MigrateResult() {
  const fetcher = useFetcher<ImagesActionData>({ key: KEY });
  const result = fetcher.data;
  if (!result || fetcher.state !== "idle") return null;
  if (!("migrated" in result))
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        {"error" in result ? result.error : ""}
      </p>
    );
  return (
    <section
      aria-live="polite"
      className={`rounded-xl border p-4 text-sm ${result.errorCount ? "border-amber-300 bg-amber-50" : "border-emerald-300 bg-emerald-50"}`}
    >
      <p className="font-medium text-stone-900">
        Migrated {plural(result.migrated, "image")}, {plural(result.errorCount, "error")}
      </p>
      {result.errors.length > 0 && (
        <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
          {result.errors.map((error, i) => (
            <li key={`${error.url}-${i}`} className="break-words">
              <span className="font-medium">{error.productName}</span>: {error.message}{" "}
              <span className="text-stone-600">({error.url})</span>
            </li>
          ))}
        </ul>
      )}
      {result.errorCount > result.errors.length && (
        <p className="mt-1 text-stone-700">
          and {plural(result.errorCount - result.errors.length, "more error")}.
        </p>
      )}
    </section>
  );
}
