import { categorySlug, parseCategoryForm } from "../../../lib/category-form-schema";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import {
  createCategory,
  type ImportCategoryState,
  listCategoriesForImport,
  updateCategory,
} from "../catalog/service";
import { booleanCell, cellText } from "./cells";
import { CATEGORY_COLUMNS } from "./columns";
import { IMPORT_MESSAGES } from "./limits";
import { outcome } from "./outcomes";
import type { Actor, Checked, ImportKind, RowOutcome, SourceRow } from "./types";

export const CATEGORY_IMPORT_MESSAGES = {
  parentNotFound: (name: string) => `Parent category not found: ${name.slice(0, 100)}`,
  duplicate: (line: number) => `This category is already on row ${line}`,
} as const;

/** A category a row may name as parent: stored, or made by an earlier row of the file (id not known yet). */
type Known = Pick<ImportCategoryState, "name" | "slug"> & { id: string | null };

interface CategoryWork {
  line: number;
  label: string;
  before: ImportCategoryState | null;
  /** The category form's fields, as text. */
  fields: Record<string, string>;
}

// Stands in for a parent made earlier in the same file while previewing (its id comes when it is written).
const PENDING_PARENT = "00000000-0000-4000-8000-000000000000";

const keyOf = (row: SourceRow) =>
  categorySlug((cellText(row.cells.slug).trim() || cellText(row.cells.name).trim()).slice(0, 400));

/** The category form's fields for a stored category (or a new one's defaults). */
function fieldsOf(before: ImportCategoryState | null): Record<string, string> {
  const t = (value: string | null | undefined) => value ?? "";
  const on = (value: boolean) => (value ? "true" : "");
  return {
    name: t(before?.name),
    slug: t(before?.slug),
    parentId: t(before?.parentId),
    description: t(before?.description),
    introductionText: t(before?.introductionText),
    colorHex: t(before?.colorHex),
    isActive: on(before?.isActive ?? true),
    isFeatured: on(before?.isFeatured ?? false),
    featuredSortOrder: String(before?.featuredSortOrder ?? 0),
    collectionType: t(before?.collectionType ?? "standard"),
    metaTitle: t(before?.metaTitle),
    metaDescription: t(before?.metaDescription),
  };
}

const TEXT_COLUMNS = {
  name: "name",
  slug: "slug",
  description: "description",
  introduction_text: "introductionText",
  color_hex: "colorHex",
  featured_sort_order: "featuredSortOrder",
  collection_type: "collectionType",
  meta_title: "metaTitle",
  meta_description: "metaDescription",
} as const;

const finder = (known: Known[]) => {
  const byKey = new Map<string, Known>();
  for (const c of known) byKey.set(c.name.trim().toLowerCase(), c);
  for (const c of known) byKey.set(c.slug, c);
  for (const c of known) if (c.id) byKey.set(c.id, c);
  return (text: string) => byKey.get(text.trim().toLowerCase()) ?? null;
};

/** One row checked against the categories known so far: its outcome and the write it needs. */
function checkRow(row: SourceRow, stored: ImportCategoryState[], known: Known[]) {
  const errors = [...row.problems];
  const key = keyOf(row);
  const before = stored.find((c) => c.slug === key) ?? null;
  const fields = fieldsOf(before);
  for (const [column, field] of Object.entries(TEXT_COLUMNS))
    if (column in row.cells) fields[field] = cellText(row.cells[column]);
  if (!cellText(row.cells.slug).trim()) fields.slug = key;
  for (const [column, field] of [
    ["is_active", "isActive"],
    ["is_featured", "isFeatured"],
  ] as const) {
    if (!(column in row.cells)) continue;
    const value = booleanCell(row.cells[column]);
    if (value === "invalid") errors.push(IMPORT_MESSAGES.notBoolean(column));
    else if (value !== null) fields[field] = value ? "true" : "";
  }
  if ("parent" in row.cells) {
    const name = cellText(row.cells.parent).trim();
    const parent = name ? finder(known)(name) : null;
    if (name && !parent) errors.push(CATEGORY_IMPORT_MESSAGES.parentNotFound(name));
    fields.parentId = parent ? (parent.id ?? PENDING_PARENT) : "";
  }
  const parsed = parseCategoryForm(fields);
  if (!parsed.ok) errors.push(...new Set(Object.values(parsed.fieldErrors)));
  const label = cellText(row.cells.name).trim() || key;
  if (errors.length > 0 || !parsed.ok)
    return { outcome: outcome(row.line, label, "rejected", errors), work: null };
  const unchanged =
    before !== null &&
    JSON.stringify(parseCategoryForm(fieldsOf(before))) === JSON.stringify(parseCategoryForm(fields));
  const action = before ? (unchanged ? "unchanged" : "update") : "create";
  const work: CategoryWork | null = unchanged ? null : { line: row.line, label, before, fields };
  return { outcome: outcome(row.line, label, action), work };
}

/**
 * The categories earlier rows of this file will make, across every batch: a preview must accept a
 * parent made 500 rows earlier, as applying the file does. One per run of the file.
 */
interface CategoryContext {
  made: Known[];
}

/** Categories checked in file order, so a row may name as parent a category made by an earlier row. */
function checkRows(rows: SourceRow[], stored: ImportCategoryState[], made: Known[]): Checked<CategoryWork> {
  const storedSlugs = new Set(stored.map((c) => c.slug));
  // Once applied, an earlier batch's categories are stored: they are not counted twice.
  const known: Known[] = [...stored, ...made.filter((m) => !storedSlugs.has(m.slug))];
  const outcomes: RowOutcome[] = [];
  const work: CategoryWork[] = [];
  for (const row of rows) {
    const checked = checkRow(row, stored, known);
    outcomes.push(checked.outcome);
    if (checked.work && !checked.work.before) {
      const pending = { id: null, name: checked.work.fields.name, slug: checked.work.fields.slug };
      known.push(pending);
      made.push(pending);
    }
    if (checked.work) work.push(checked.work);
  }
  return { outcomes, work };
}

const messageOf = (error: unknown) =>
  error instanceof AppError
    ? [...new Set([...Object.values(error.fieldErrors ?? {}), error.message])].join(", ")
    : "The category could not be saved";

export const categoriesImport: ImportKind<SourceRow, CategoryWork, CategoryContext> = {
  name: "categories",
  label: "Categories",
  sheet: "Categories",
  columns: CATEGORY_COLUMNS,
  requiredColumns: [["name", "slug"]],
  group(rows) {
    const refused: RowOutcome[] = [];
    const lines = new Map<string, number>();
    const units = rows.filter((row) => {
      const key = keyOf(row);
      const earlier = key ? lines.get(key) : undefined;
      if (earlier !== undefined)
        refused.push(outcome(row.line, key, "rejected", [CATEGORY_IMPORT_MESSAGES.duplicate(earlier)]));
      else if (key) lines.set(key, row.line);
      return earlier === undefined;
    });
    return { units, refused };
  },
  rowCount: () => 1,
  context: async () => ({ made: [] }),
  check: async (db, rows, { made }) => checkRows(rows, await listCategoriesForImport(db), made),
  /**
   * Each row through the catalogue's own category save (its rules, its activity row), in file order:
   * a category's parent may be made a few rows earlier, so each row is checked just before it is saved.
   */
  async writeEach(actor: Actor, rows) {
    const outcomes: RowOutcome[] = [];
    for (const row of rows) {
      const stored = await listCategoriesForImport(getDb());
      const checked = checkRow(row, stored, stored);
      if (!checked.work) {
        outcomes.push(checked.outcome);
        continue;
      }
      const { before, fields } = checked.work;
      try {
        if (before) await updateCategory(actor, before.id, { fields, version: before.updatedAt });
        else await createCategory(actor, { fields });
        outcomes.push(checked.outcome);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push(
          outcome(row.line, checked.outcome.label, "rejected", [
            IMPORT_MESSAGES.writeFailed(messageOf(error)),
          ]),
        );
      }
    }
    return outcomes;
  },
};
