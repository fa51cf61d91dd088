import { useState } from "react";
import { inputClass } from "../form-fields";
import { primaryAction } from "../page-header";
import type { ImportKindName, ImportKindView } from "./import-types";

interface Props {
  kinds: ImportKindView[];
  busy: boolean;
  limits: string;
  onPreview: (kind: ImportKindName, file: File) => void;
}

/** Step one: what the file holds, the file itself, and that kind's templates. */
export function ImportForm({ kinds, busy, limits, onPreview }: Props) {
  const [kind, setKind] = useState<ImportKindName>(kinds[0].name);
  const [missingFile, setMissingFile] = useState(false);
  const chosen = kinds.find((k) => k.name === kind) ?? kinds[0];
  return (
    <form
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const file = new FormData(event.currentTarget).get("file");
        if (!(file instanceof File) || file.size === 0) return setMissingFile(true);
        setMissingFile(false);
        onPreview(kind, file);
      }}
    >
      <div>
        <label htmlFor="import-kind" className="mb-1 block text-sm font-medium text-stone-800">
          The file holds
        </label>
        <select
          id="import-kind"
          name="kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as ImportKindName)}
          className={inputClass()}
        >
          {kinds.map((k) => (
            <option key={k.name} value={k.name}>
              {k.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="import-file" className="mb-1 block text-sm font-medium text-stone-800">
          CSV or Excel file
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby="import-file-hint"
          aria-invalid={missingFile || undefined}
          className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
        />
        <p id="import-file-hint" className="mt-1 text-sm text-stone-600">
          {limits} In Excel the rows go on a sheet named “{chosen.sheet}”.
        </p>
        {missingFile && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            Choose a CSV or Excel (.xlsx) file to import.
          </p>
        )}
      </div>
      <p className="text-sm text-stone-700">
        Columns: <span className="break-words font-mono text-xs">{chosen.columns.join(", ")}</span>
      </p>
      <p className="text-sm text-stone-700">
        A blank cell changes nothing: a row that updates a stored item keeps that item&apos;s value for every
        cell left empty, and a new item gets the usual defaults. Fill in only what should change, and delete
        template columns you do not need.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryAction} disabled={busy}>
          {busy ? "Checking the file…" : "Preview import"}
        </button>
        <span className="text-sm text-stone-700">
          Template:{" "}
          <a className="underline" href={`/admin/import/template?kind=${kind}`} download>
            CSV
          </a>{" "}
          ·{" "}
          <a className="underline" href={`/admin/import/template?kind=${kind}&format=xlsx`} download>
            Excel
          </a>
        </span>
      </div>
    </form>
  );
}
