/** Shapes of the demo catalogue and content the seeder writes to the database. */

export const TOP_CATEGORIES = {
  "Traditional Wear": ["Sarees", "Kurtas", "Sherwanis", "Lehengas", "Salwar Suits", "Dhoti", "Ethnic Jackets"],
  "Casual Wear": ["T-Shirts", "Jeans", "Casual Dresses", "Shorts", "Casual Shirts", "Kurtis"],
  "Formal Wear": ["Suits", "Blazers", "Formal Shirts", "Formal Trousers", "Formal Dresses"],
  Accessories: ["Jewelry", "Bags", "Scarves", "Belts", "Watches", "Sunglasses"],
  Footwear: ["Sandals", "Shoes", "Ethnic Footwear", "Slippers", "Boots"],
  "Religious Items": ["Idols", "Prayer Items", "Sacred Clothing", "Religious Books", "Incense"],
  "Home Decor": ["Wall Art", "Rangoli", "Cushions", "Curtains", "Lamps"],
  Gifts: ["Gift Sets", "Hampers", "Gift Cards"],
  "Seasonal Collection": ["Festival Wear", "Wedding Collection", "Summer Collection", "Winter Collection"],
} as const;

export type TopCategory = keyof typeof TOP_CATEGORIES;

/** Size ranges a product is offered in; each size becomes a variant with its own SKU and stock. */
export const SIZE_SETS = {
  kids: ["1-2Y", "3-4Y", "5-6Y", "7-8Y"],
  baby: ["0-6M", "6-12M", "1-2Y"],
  adult: ["S", "M", "L", "XL"],
  free: ["Free Size"],
  deity: ["No. 0", "No. 1", "No. 2", "No. 3"],
  footwear: ["UK 6", "UK 7", "UK 8", "UK 9"],
  kidsFootwear: ["UK 8C", "UK 10C", "UK 12C"],
  none: [],
} as const;

export type SizeSet = keyof typeof SIZE_SETS;

/** The ten named colours of the color_presets config option. */
export const COLOR_PRESETS = {
  Saffron: "#F4A300",
  Maroon: "#800000",
  "Royal Blue": "#27408B",
  "Peacock Green": "#00827F",
  Mustard: "#D4A017",
  Ivory: "#FFFFF0",
  Pink: "#E75480",
  Gold: "#C9A227",
  Black: "#1A1A1A",
  White: "#FFFFFF",
} as const;

export type ColorName = keyof typeof COLOR_PRESETS;

/** The drawing used for generated product images. */
export type ArtKind =
  | "kurta" | "dress" | "lehenga" | "saree" | "sherwani" | "dhoti" | "jacket" | "tshirt" | "jeans"
  | "shirt" | "suit" | "shorts" | "jewelry" | "bag" | "scarf" | "belt" | "watch" | "sunglasses"
  | "footwear" | "idol" | "diya" | "book" | "incense" | "flute" | "crown" | "cushion" | "wallart"
  | "rangoli" | "curtain" | "giftbox" | "giftcard";

/** How the seeder sets variant stock: plenty, at or under the low-stock threshold, none, or a mix per size. */
export type StockProfile = "normal" | "low" | "out" | "mixed";

export interface SeedProduct {
  name: string; // 2-100 characters, realistic shop title
  category: TopCategory;
  subcategory: string; // one of TOP_CATEGORIES[category]
  shortDescription: string; // 10-150 characters, plain text
  description: string; // 2-4 short HTML paragraphs/lists; only <p> <ul> <li> <strong> <em>
  priceRupees: number; // whole rupees, GST-inclusive selling price
  originalPriceRupees?: number; // only on some products, strictly greater than priceRupees
  sizes: SizeSet;
  colors: ColorName[]; // 1-2 colours; each (size, colour) pair is a variant
  material: string;
  careInstructions: string; // one or two sentences
  tags: string[]; // 2-6 lowercase tags
  art: ArtKind;
  hsn: string; // Indian HSN code fitting the item (e.g. 6209 babies' garments, 6211, 5007 silk saree)
  // GST percent at the listed price under the rules in force since 22 Sep 2025 (decision 016): garments, made-ups and footwear (HSN 61-64) take the price slab, 5% up to
  // Rs 2,625 with tax and 18% above, unless `handicraft`; fabrics (sarees) and the rest a fixed rate.
  gstRate: 0 | 3 | 5 | 18;
  handicraft?: boolean; // a handcrafted item of HSN 61-64 at its fixed rate whatever the price
  uqc?: "SET" | "PRS" | "NOS"; // unit of quantity on the invoice; pieces (PCS) when absent
  stock: StockProfile;
  featured?: boolean;
  bestseller?: boolean;
  weightGrams?: number;
}

export interface SeedBlogCategory {
  name: string;
  slug: string;
  color: string; // #RRGGBB
}

export interface SeedBlogPost {
  title: string;
  slug: string; // lowercase-hyphenated from the title
  summary: string; // 100-200 characters
  content: string; // HTML, 350-700 words; <h2> <p> <ul> <li> <strong> <em> <blockquote> only
  author: string;
  categorySlug: string;
  tags: string[]; // 3-5
  isPublished: boolean;
  isFeatured?: boolean;
  daysAgo: number; // published this many days before the seed runs
}

export interface SeedTestimonial {
  customerName: string;
  customerTitle: string; // e.g. "Mother of two"
  customerLocation: string; // Indian city
  quote: string;
  rating: 1 | 2 | 3 | 4 | 5;
  isApproved: boolean;
  isFeatured: boolean;
  displayOrder: number;
}

export interface SeedCraftSection {
  title: string;
  subtitle: string;
  mainContent: string; // 2-3 sentences, plain text
  gallery: { alt: string; caption: string }[]; // 4-6 images
}

export interface SeedFaq {
  question: string;
  answer: string;
}

export interface SeedBanner {
  title: string;
  subtitle: string;
  description: string;
  ctaText: string;
  ctaLink: string; // a path inside the shop, e.g. /shop?category=Festival%20Wear
  altText: string;
  position: "hero" | "secondary" | "sidebar" | "footer";
}
