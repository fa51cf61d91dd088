import { FIXED_CATEGORIES } from "./categories";
import { TEXT_LIMITS } from "./constants";

const categoryLines = Object.entries(FIXED_CATEGORIES)
  .map(([category, subcategories]) => `- ${category}: ${subcategories.join(", ")}`)
  .join("\n");

/** What the model is asked about the photo: one JSON object, in the shape readMetadata expects. */
export const PRODUCT_PROMPT = `You are a merchandiser for an online shop of Indian traditional clothing and crafts.
Look at the product in the photo and write its catalogue details in English for shoppers in India.

Answer with one JSON object and nothing else, with these fields:
{
  "name": "product name, under ${TEXT_LIMITS.name} characters",
  "short_description": "one sentence, under ${TEXT_LIMITS.short_description} characters",
  "description": "two or three short paragraphs on fabric, work, look and occasions",
  "category": "one category from the list below, spelled exactly",
  "subcategory": "one subcategory of that category from the list below",
  "tags": ["up to 8 lower-case search tags"],
  "material": "main fabric or material",
  "color": "main colour",
  "brand": "the brand only if a label shows it, else an empty string",
  "meta_title": "search engine title, under ${TEXT_LIMITS.meta_title} characters",
  "meta_description": "search engine description, under ${TEXT_LIMITS.meta_description} characters",
  "care_instructions": "how to wash and store it",
  "suggested_price_range": { "min": 0, "max": 0, "currency": "INR" }
}

Categories and their subcategories:
${categoryLines}

The price range is in Indian rupees for a retail shop. Describe only what the photo shows; do not
invent a brand, a designer or certifications.`;
