import type { BlogCategoryView } from "../../../lib/blog-types";

const HEX = /^#[0-9a-fA-F]{3,8}$/;

/** A category's colour when it is a plain hex colour, else the shop's maroon. */
export function categoryColor(category: BlogCategoryView): string {
  return category.color && HEX.test(category.color) ? category.color : "#6e1414";
}

/** The category name with its colour as a dot, so the text keeps its contrast whatever the colour. */
export function CategoryBadge({ category }: { category: BlogCategoryView }) {
  const color = categoryColor(category);
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: color }} />
      {category.name}
    </span>
  );
}
