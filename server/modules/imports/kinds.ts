import { categoriesImport } from "./categories";
import { productsImport } from "./products";
import { stockImport } from "./stock";
import { subscribersImport } from "./subscribers";
import type { AnyImportKind, ImportKindName } from "./types";

export const IMPORT_KIND_LIST: AnyImportKind[] = [
  productsImport,
  stockImport,
  categoriesImport,
  subscribersImport,
];

export const importKind = (name: ImportKindName): AnyImportKind =>
  IMPORT_KIND_LIST.find((kind) => kind.name === name)!;
