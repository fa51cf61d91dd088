import { LIMITS, PRICE_MAX_RUPEES } from "../../../lib/product-form-schema-fields";
import { type FixedCategory, matchCategory, matchSubcategory, mergeTags } from "./categories";
import { type ConfidenceField, confidenceScore } from "./confidence";
import { TEXT_LIMITS } from "./constants";
import { AI_MESSAGES, AiError } from "./errors";
import { trimToWords } from "./trim-text";

/** Spec section 3, "AI metadata result"; prices in rupees. */
export interface AiMetadata {
  name: string;
  short_description: string;
  description: string;
  category: FixedCategory;
  subcategory: string;
  tags: string[];
  material: string;
  color: string;
  brand: string;
  meta_title: string;
  meta_description: string;
  care_instructions: string;
  suggested_price_range: { min: number; max: number; currency: "INR" } | null;
  confidence_score: number;
  /** ISO 8601. */
  generated_at: string;
}

const invalid = () => new AiError("INVALID_RESPONSE", AI_MESSAGES.invalidResponse, true);

/** The JSON object in the model's text, which may come wrapped in a Markdown code fence. */
function readObject(text: string): Record<string, unknown> {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end < start) throw invalid();
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the same error as any other shape.
  }
  throw invalid();
}

const textOf = (value: unknown): string =>
  typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";

// "Under 100 characters" is at most 99.
const under = (value: unknown, limit: number) => trimToWords(textOf(value), limit - 1);
const upTo = (value: unknown, limit: number) => trimToWords(textOf(value), limit);

/** Paragraph breaks survive in the description; other runs of spaces collapse. */
function paragraphs(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n")
    .slice(0, LIMITS.description);
}

function tagsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return list.map((t) => upTo(t, LIMITS.tag)).filter(Boolean);
}

function rupees(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value.replace(/[\u20b9,\s]/g, "")) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || n <= 0 || n > PRICE_MAX_RUPEES) return null;
  return Math.round(n * 100) / 100;
}

function priceRange(value: unknown): AiMetadata["suggested_price_range"] {
  if (!value || typeof value !== "object") return null;
  const range = value as Record<string, unknown>;
  const a = rupees(range.min);
  const b = rupees(range.max);
  if (a === null || b === null) return null;
  return { min: Math.min(a, b), max: Math.max(a, b), currency: "INR" };
}

/**
 * The model's answer as product details: name, category and description are required (else
 * INVALID_RESPONSE); the category is matched to the fixed list, tags merged with the category's,
 * texts held to the prompt's limits, and the confidence score counts what the model itself answered.
 */
export function readMetadata(text: string, now = new Date()): AiMetadata {
  const raw = readObject(text);
  const name = under(raw.name, TEXT_LIMITS.name);
  const description = paragraphs(raw.description);
  const categoryText = textOf(raw.category);
  if (!name || !description || !categoryText) throw invalid();

  const { category, matched } = matchCategory(categoryText);
  const subcategory = matchSubcategory(category, textOf(raw.subcategory));
  const aiTags = tagsOf(raw.tags);
  const metadata: AiMetadata = {
    name,
    short_description: under(raw.short_description, TEXT_LIMITS.short_description),
    description,
    category,
    subcategory,
    tags: mergeTags(aiTags, category),
    material: upTo(raw.material, LIMITS.material),
    color: upTo(raw.color, LIMITS.color),
    brand: upTo(raw.brand, LIMITS.brand),
    meta_title: under(raw.meta_title, TEXT_LIMITS.meta_title),
    meta_description: under(raw.meta_description, TEXT_LIMITS.meta_description),
    care_instructions: upTo(raw.care_instructions, LIMITS.care_instructions),
    suggested_price_range: priceRange(raw.suggested_price_range),
    confidence_score: 0,
    generated_at: now.toISOString(),
  };

  const answered = new Set<ConfidenceField>(["name", "description"]);
  if (matched) answered.add("category");
  if (subcategory) answered.add("subcategory");
  if (aiTags.length > 0) answered.add("tags");
  if (metadata.suggested_price_range) answered.add("suggested_price_range");
  const texts = [
    "short_description",
    "material",
    "color",
    "meta_title",
    "meta_description",
    "care_instructions",
  ] as const;
  for (const field of texts) if (metadata[field]) answered.add(field);
  metadata.confidence_score = confidenceScore(answered);
  return metadata;
}
