import { CATEGORY_MATCH_THRESHOLD, FALLBACK_CATEGORY, MAX_DEFAULT_TAGS, MAX_TAGS } from "./constants";
import { similarity } from "./similarity";

/** Spec section 3, "Fixed category list": nine top-level categories with their subcategories. */
export const FIXED_CATEGORIES = {
  "Traditional Wear": [
    "Sarees",
    "Kurtas",
    "Sherwanis",
    "Lehengas",
    "Salwar Suits",
    "Dhoti",
    "Ethnic Jackets",
  ],
  "Casual Wear": ["T-Shirts", "Jeans", "Casual Dresses", "Shorts", "Casual Shirts", "Kurtis"],
  "Formal Wear": ["Suits", "Blazers", "Formal Shirts", "Formal Trousers", "Formal Dresses"],
  Accessories: ["Jewelry", "Bags", "Scarves", "Belts", "Watches", "Sunglasses"],
  Footwear: ["Sandals", "Shoes", "Ethnic Footwear", "Slippers", "Boots"],
  "Religious Items": ["Idols", "Prayer Items", "Sacred Clothing", "Religious Books", "Incense"],
  "Home Decor": ["Wall Art", "Rangoli", "Cushions", "Curtains", "Lamps"],
  Gifts: ["Gift Sets", "Hampers", "Gift Cards"],
  "Seasonal Collection": ["Festival Wear", "Wedding Collection", "Summer Collection", "Winter Collection"],
} as const;

export type FixedCategory = keyof typeof FIXED_CATEGORIES;
const CATEGORY_NAMES = Object.keys(FIXED_CATEGORIES) as FixedCategory[];

/**
 * Suggested tags per category. The spec names Traditional Wear's (ethnic, traditional, festive,
 * wedding); the others are the shop's own choice. The first three are the ones merged in.
 */
export const CATEGORY_TAGS: Record<FixedCategory, string[]> = {
  "Traditional Wear": ["ethnic", "traditional", "festive", "wedding"],
  "Casual Wear": ["casual", "everyday", "comfortable", "cotton"],
  "Formal Wear": ["formal", "office wear", "elegant", "party"],
  Accessories: ["accessories", "handcrafted", "gift", "ethnic"],
  Footwear: ["footwear", "comfortable", "handcrafted", "ethnic"],
  "Religious Items": ["religious", "spiritual", "pooja", "sacred"],
  "Home Decor": ["home decor", "handcrafted", "festive", "gift"],
  Gifts: ["gift", "festive", "celebration", "special occasion"],
  "Seasonal Collection": ["seasonal", "festive", "limited edition", "trending"],
};

/** The closest of the names with its similarity, or null for an empty list. */
function closest<T extends string>(name: string, names: readonly T[]): { name: T; score: number } | null {
  let best: { name: T; score: number } | null = null;
  for (const candidate of names) {
    const score = similarity(name, candidate);
    if (!best || score > best.score) best = { name: candidate, score };
  }
  return best;
}

export interface CategoryMatch {
  category: FixedCategory;
  /** False when nothing in the list was close enough and the fallback was used. */
  matched: boolean;
}

/**
 * A subcategory given as the category ("Saree") finds its parent only when it is nearly the same
 * word: at 0.5, broad words would land in odd places ("Clothing" is 0.53 like "Sacred Clothing").
 */
const SUBCATEGORY_AS_CATEGORY_THRESHOLD = 0.75;

/**
 * Spec section 9: the AI's category becomes the closest one of the fixed list when the similarity is
 * at least 0.5, else Traditional Wear. A near-exact subcategory name finds its parent.
 */
export function matchCategory(name: string): CategoryMatch {
  const top = closest(name, CATEGORY_NAMES);
  let best = top && top.score >= CATEGORY_MATCH_THRESHOLD ? { category: top.name, score: top.score } : null;
  for (const category of CATEGORY_NAMES) {
    const sub = closest(name, FIXED_CATEGORIES[category]);
    // A top-level name wins a tie with a subcategory's.
    if (sub && sub.score >= SUBCATEGORY_AS_CATEGORY_THRESHOLD && (!best || sub.score > best.score))
      best = { category, score: sub.score };
  }
  return best ? { category: best.category, matched: true } : { category: FALLBACK_CATEGORY, matched: false };
}

/** The category's own subcategory closest to the AI's (similarity at least 0.5), or "" when none is. */
export function matchSubcategory(category: FixedCategory, name: string): string {
  if (name.trim() === "") return "";
  const sub = closest(name, FIXED_CATEGORIES[category]);
  return sub && sub.score >= CATEGORY_MATCH_THRESHOLD ? sub.name : "";
}

/**
 * Spec section 9: the AI's tags (lower case, each once) with up to 3 of the category's suggested tags
 * merged in after them, at most 8 in all.
 */
export function mergeTags(aiTags: string[], category: FixedCategory): string[] {
  const tags: string[] = [];
  for (const tag of [...aiTags, ...CATEGORY_TAGS[category].slice(0, MAX_DEFAULT_TAGS)]) {
    const clean = tag.toLowerCase().replace(/\s+/g, " ").trim();
    if (clean && !tags.includes(clean)) tags.push(clean);
  }
  return tags.slice(0, MAX_TAGS);
}
