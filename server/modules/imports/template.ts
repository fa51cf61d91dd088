import { importKind } from "./kinds";
import type { ImportKindName } from "./types";

export interface ImportTemplate {
  /** The file name without its extension, e.g. "products-import-template". */
  name: string;
  sheet: string;
  headers: string[];
  /** The sample row, numbers and booleans typed as a spreadsheet holds them. */
  sample: (string | number | boolean | null)[];
}

/** The headers and a sample row of an import file (spec section 7: templates with headers and sample rows). */
export function importTemplate(name: ImportKindName): ImportTemplate {
  const kind = importKind(name);
  return {
    name: `${name}-import-template`,
    sheet: kind.sheet,
    headers: kind.columns.map((c) => c.name),
    sample: kind.columns.map((c) =>
      c.sample === ""
        ? null
        : c.type === "number"
          ? Number(c.sample)
          : c.type === "boolean"
            ? c.sample === "true"
            : c.sample,
    ),
  };
}
