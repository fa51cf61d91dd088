/** Imports from CSV and Excel files: products with variants, stock levels, categories and subscribers. */
export { applyImport, type ImportProgress, type ImportResult, previewImport } from "./run";
export { rejectedRowsReport } from "./report";
export { type ImportTemplate, importTemplate } from "./template";
export { IMPORT_KIND_LIST } from "./kinds";
export {
  BATCH_ROWS,
  IMPORT_MESSAGES,
  ImportFileError,
  MAX_CELL_CHARS,
  MAX_FILE_BYTES,
  MAX_ROWS,
} from "./limits";
export {
  IMPORT_KINDS,
  type ImportKindName,
  type ImportSummary,
  isImportKind,
  type RowAction,
  type RowOutcome,
} from "./types";
