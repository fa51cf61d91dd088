/** The tree as the list page draws it: one row per category, parents before their children. */
export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  depth: number;
  isActive: boolean;
  isFeatured: boolean;
  productCount: number;
  childCount: number;
  /** Place among its siblings (0 = first) and how many siblings there are, for the up/down buttons. */
  position: number;
  siblingCount: number;
}

interface TreeNode {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  depth: number;
  isActive: boolean;
  isFeatured: boolean;
  productCount: number;
  children: TreeNode[];
}

export function flattenTree(nodes: TreeNode[]): CategoryRow[] {
  return nodes.flatMap((node, position) => [
    {
      id: node.id,
      name: node.name,
      slug: node.slug,
      parentId: node.parentId,
      depth: node.depth,
      isActive: node.isActive,
      isFeatured: node.isFeatured,
      productCount: node.productCount,
      childCount: node.children.length,
      position,
      siblingCount: nodes.length,
    },
    ...flattenTree(node.children),
  ]);
}

export interface ParentChoice {
  id: string;
  label: string;
}

/**
 * The categories `id` may be filed under: every one except itself and those below it (a category can
 * never become its own descendant), indented by depth. Rows must be in tree order (flattenTree).
 */
export function parentChoices(rows: CategoryRow[], id: string | null): ParentChoice[] {
  const blocked = new Set(id ? [id] : []);
  const choices: ParentChoice[] = [];
  for (const row of rows) {
    if (row.parentId && blocked.has(row.parentId)) blocked.add(row.id);
    if (blocked.has(row.id)) continue;
    choices.push({ id: row.id, label: `${"\u2014 ".repeat(row.depth)}${row.name}` });
  }
  return choices;
}

export const STATUS_FILTERS = {
  "": "All",
  active: "Active",
  hidden: "Hidden",
  featured: "Featured",
} as const;
export type StatusFilter = keyof typeof STATUS_FILTERS;

export interface ShownRow {
  row: CategoryRow;
  /** Shown only as the parent of a match, to keep the tree readable. */
  context: boolean;
}

/** Rows whose name or slug contains `q` and whose status fits, each with the parents above it. */
export function filterRows(rows: CategoryRow[], q: string, status: StatusFilter): ShownRow[] {
  const needle = q.trim().toLowerCase();
  if (!needle && !status) return rows.map((row) => ({ row, context: false }));
  const fits = (row: CategoryRow) =>
    (!needle || row.name.toLowerCase().includes(needle) || row.slug.includes(needle)) &&
    (status === "" ||
      (status === "active" && row.isActive) ||
      (status === "hidden" && !row.isActive) ||
      (status === "featured" && row.isFeatured));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const matched = new Set(rows.filter(fits).map((row) => row.id));
  const shown = new Set<string>();
  for (const id of matched) {
    for (
      let row = byId.get(id);
      row && !shown.has(row.id);
      row = row.parentId ? byId.get(row.parentId) : undefined
    )
      shown.add(row.id);
  }
  return rows.filter((row) => shown.has(row.id)).map((row) => ({ row, context: !matched.has(row.id) }));
}
