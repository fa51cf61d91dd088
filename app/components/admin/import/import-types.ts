import type { ImportSummary, RowOutcome } from "../../../../server/modules/imports/service";

// The rows and summary are the import module's own shapes (types only: nothing of the server loads here).
export type { ImportSummary, RowAction, RowOutcome } from "../../../../server/modules/imports/service";

/** What the import routes send the page (server/modules/imports). */
export type ImportKindName = "products" | "stock" | "categories" | "subscribers";

export interface ImportKindView {
  name: ImportKindName;
  label: string;
  sheet: string;
  columns: string[];
}

export interface ImportResultView {
  kind: ImportKindName;
  fileName: string;
  columns: string[];
  ignored: string[];
  rows: RowOutcome[];
  summary: ImportSummary;
}

export interface ImportRefusal {
  error: string;
  detail: string | null;
}

export type ImportStep =
  | { step: "choose" }
  | { step: "checking" }
  | { step: "preview"; preview: ImportResultView }
  | { step: "applying"; preview: ImportResultView; done: number; total: number }
  | { step: "done"; result: ImportResultView };
