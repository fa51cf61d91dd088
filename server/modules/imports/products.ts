import { productFormSchema } from "../../../lib/product-form-schema";
import { PRODUCT_MESSAGES } from "../../../lib/product-form-schema-fields";
import { text } from "../../../lib/settings";
import { getDb } from "../../db/client";
import {
  changedProductFields,
  findProductsForImport,
  type ImportCategoryState,
  type ImportProductState,
  importColumns,
  listCategoriesForImport,
  type ProductImportWrite,
  variantFieldsChanged,
  writeProductImport,
} from "../catalog/service";
import { stockBelowHeldMessage } from "../inventory/service";
import { getSettings } from "../settings/service";
import { cellText } from "./cells";
import { PRODUCT_COLUMNS } from "./columns";
import { categoryFinder, fillProductForm, skuOf } from "./product-form-rows";
import { LineErrors, outcome, rejectedWith } from "./outcomes";
import type { Checked, ImportKind, RowOutcome, SourceRow } from "./types";

/** A product's rows: the lead row (its parent_sku's own row, else the first) gives product fields. */
interface ProductUnit {
  key: string;
  rows: SourceRow[];
}

interface ProductContext {
  categories: ImportCategoryState[];
  brand: string;
}

const groupKey = (row: SourceRow) => (cellText(row.cells.parent_sku).trim() || skuOf(row)).toLowerCase();

function group(rows: SourceRow[]) {
  const refused: RowOutcome[] = [];
  const units = new Map<string, ProductUnit>();
  const skuLines = new Map<string, number>();
  for (const row of rows) {
    const sku = skuOf(row);
    if (!sku) {
      refused.push(outcome(row.line, "", "rejected", [...row.problems, PRODUCT_MESSAGES.skuRequired]));
      continue;
    }
    const earlier = skuLines.get(sku.toLowerCase());
    if (earlier !== undefined) {
      refused.push(
        outcome(row.line, sku, "rejected", [
          `${PRODUCT_MESSAGES.duplicateSku(sku)} (rows ${earlier} and ${row.line})`,
        ]),
      );
      continue;
    }
    skuLines.set(sku.toLowerCase(), row.line);
    const key = groupKey(row);
    const unit = units.get(key) ?? { key, rows: [] };
    unit.rows.push(row);
    units.set(key, unit);
  }
  return { units: [...units.values()], refused };
}

/** Every product the unit's SKUs (and its parent_sku) already belong to. */
function ownersOf(unit: ProductUnit, productIdBySku: Map<string, string>): Set<string> {
  const keys = [unit.key, ...unit.rows.map((r) => skuOf(r).toLowerCase())];
  return new Set(keys.flatMap((k) => productIdBySku.get(k) ?? []));
}

/** Each row's action once the unit is valid: what differs from the stored product. */
function actions(
  unit: ProductUnit,
  write: ProductImportWrite,
  brand: string,
  variantLines: Map<number, number>,
) {
  const before = write.before;
  if (!before) return unit.rows.map((r) => outcome(r.line, skuOf(r), "create"));
  const productChanged = changedProductFields(before, importColumns(write.input, brand)).length > 0;
  const lineAction = new Map<number, "create" | "update" | "unchanged">();
  for (const [index, line] of variantLines) {
    const v = write.input.variants[index];
    const stored = before.variants.find((s) => s.id === v.id);
    lineAction.set(
      line,
      !stored
        ? "create"
        : productChanged || variantFieldsChanged(stored, v) || stored.onHand !== v.stock
          ? "update"
          : "unchanged",
    );
  }
  return unit.rows.map((r) => outcome(r.line, skuOf(r), lineAction.get(r.line) ?? "unchanged"));
}

function checkUnit(
  unit: ProductUnit,
  state: ImportProductState | null,
  context: ProductContext,
  findCategory: ReturnType<typeof categoryFinder>,
  conflict: string | null,
): { outcomes: RowOutcome[]; write: ProductImportWrite | null } {
  const errors = new LineErrors();
  const lead = unit.rows.find((r) => skuOf(r).toLowerCase() === unit.key) ?? unit.rows[0];
  for (const row of unit.rows) for (const problem of row.problems) errors.add(row.line, problem);
  if (conflict) errors.add(lead.line, conflict);
  const filled = fillProductForm(state?.form ?? null, lead, unit.rows, findCategory, errors);
  const parsed = productFormSchema.safeParse(filled.form);
  if (parsed.success && state && filled.keepThreshold)
    parsed.data.lowStockThreshold = state.row.lowStockThreshold;
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      if (filled.unknownCategory && issue.message === PRODUCT_MESSAGES.categoryRequired) continue;
      const index = issue.path[0] === "variants" ? Number(issue.path[1]) : NaN;
      errors.add(filled.variantLines.get(index) ?? lead.line, issue.message);
    }
  if (parsed.success && state)
    for (const [index, line] of filled.variantLines) {
      const v = parsed.data.variants[index];
      const stored = state.variants.find((s) => s.id === v.id);
      if (stored && v.stock < stored.reserved)
        errors.add(line, stockBelowHeldMessage(v.sku, stored.reserved));
    }
  if (errors.any || !parsed.success) {
    const first = errors.firstLine;
    return {
      write: null,
      outcomes: unit.rows.map((r) => {
        const own = errors.of(r.line);
        return outcome(r.line, skuOf(r), "rejected", own.length ? own : [rejectedWith(first)]);
      }),
    };
  }
  const write = { input: parsed.data, before: state };
  const outcomes = actions(unit, write, context.brand, filled.variantLines);
  return { outcomes, write: outcomes.every((o) => o.action === "unchanged") ? null : write };
}

export const productsImport: ImportKind<ProductUnit, ProductImportWrite, ProductContext> = {
  name: "products",
  label: "Products",
  sheet: "Products",
  columns: PRODUCT_COLUMNS,
  requiredColumns: [["sku"]],
  group,
  rowCount: (unit) => unit.rows.length,
  async context() {
    const [categories, settings] = await Promise.all([
      listCategoriesForImport(getDb()),
      getSettings(["site_name"]),
    ]);
    // Brand defaults to the shop's own (spec section 3), as the product form saves it.
    return { categories, brand: text(settings, "site_name", "Divine Threads") };
  },
  async check(db, units, context): Promise<Checked<ProductImportWrite>> {
    const skus = units.flatMap((u) => [u.key, ...u.rows.map(skuOf)]);
    const found = await findProductsForImport(db, skus);
    const findCategory = categoryFinder(context.categories);
    const outcomes: RowOutcome[] = [];
    const work: ProductImportWrite[] = [];
    for (const unit of units) {
      const owners = [...ownersOf(unit, found.productIdBySku)];
      const conflict =
        owners.length > 1
          ? `These SKUs belong to ${owners.length} different products: ${owners
              .map((id) => `"${found.products.get(id)?.row.name ?? id}"`)
              .join(", ")}. Give each product its own parent_sku.`
          : null;
      const state = owners.length === 1 ? (found.products.get(owners[0]) ?? null) : null;
      const checked = checkUnit(unit, state, context, findCategory, conflict);
      outcomes.push(...checked.outcomes);
      if (checked.write) work.push(checked.write);
    }
    return { outcomes, work };
  },
  write: (tx, actor, work, context) => writeProductImport(tx, actor, work, context.brand),
};
