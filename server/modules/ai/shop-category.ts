/** A category of the shop as the product form offers it: "Traditional Wear / Sarees" for a subcategory. */
export interface ShopCategoryChoice {
  id: string;
  label: string;
}

const key = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The shop's own category for the fixed category and subcategory: the subcategory under that
 * category, else a category of the subcategory's name anywhere, else the top-level category; null
 * when the shop has none of them.
 */
export function matchShopCategory(
  choices: ShopCategoryChoice[],
  category: string,
  subcategory: string,
): string | null {
  const byLabel = new Map(choices.map((c) => [key(c.label), c.id]));
  if (subcategory) {
    const nested = byLabel.get(key(`${category} / ${subcategory}`));
    if (nested) return nested;
    const anywhere = choices.find((c) => key(c.label.split(" / ").at(-1) ?? "") === key(subcategory));
    if (anywhere) return anywhere.id;
  }
  return byLabel.get(key(category)) ?? null;
}
