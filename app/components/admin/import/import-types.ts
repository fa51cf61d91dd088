/** What the import routes send the page (server/modules/imports). */
export type ImportKindName = "products" | "stock" | "categories" | "subscribers";
export type RowAction = "create" | "update" | "unchanged" | "rejected";

export interface ImportKindView {
  name: ImportKindName;
  label: string;
  sheet: string;
  columns: string[];
}

export interface RowOutcome {
  line: number;
  label: string;
  action: RowAction;
  errors: string[];
}

export interface ImportSummary {
  total: number;
  create: number;
  update: number;
  unchanged: number;
  rejected: number;
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
