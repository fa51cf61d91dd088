/**
 * Stock pictures for categories, one per motif, served from public/stock/categories/ (drawn by
 * `npm run stock-images`). A category whose own image is missing or fails to load shows the one its
 * name suggests (spec: "category image failure falls back to a stock image chosen by category name").
 */
export const STOCK_MOTIFS = ["mandala", "paisley", "lotus", "peacock", "diya"] as const;
export type StockMotif = (typeof STOCK_MOTIFS)[number];

const BY_NAME: [RegExp, StockMotif][] = [
  [/relig|idol|prayer|incense|sacred|book|lamp|pooja|puja|divine|temple/i, "diya"],
  [/home|decor|rangoli|cushion|curtain|wall/i, "lotus"],
  [/jewel|accessor|bag|watch|sunglass|belt|scarf|gift|hamper|card/i, "mandala"],
  [/season|festiv|wedding|summer|winter|casual/i, "peacock"],
  [
    /wear|saree|kurta|kurti|leheng|sherwani|dhoti|jacket|dress|shirt|suit|salwar|jeans|shorts|trouser|blazer|foot|sandal|shoe|slipper|boot|pavadai|frock/i,
    "paisley",
  ],
];

/** FNV-1a: the same name always gets the same picture. */
function hashName(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function stockMotifFor(name: string): StockMotif {
  return (
    BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? STOCK_MOTIFS[hashName(name) % STOCK_MOTIFS.length]
  );
}

export function stockCategoryImage(name: string): string {
  return `/stock/categories/${stockMotifFor(name)}.svg`;
}
