/** Spec section 9, confidence score weights; the score is the weight earned over the total (100). */
export const CONFIDENCE_WEIGHTS = {
  name: 15,
  description: 15,
  category: 15,
  short_description: 10,
  tags: 10,
  material: 5,
  color: 5,
  subcategory: 5,
  meta_title: 5,
  meta_description: 5,
  care_instructions: 5,
  suggested_price_range: 5,
} as const;

export type ConfidenceField = keyof typeof CONFIDENCE_WEIGHTS;

const TOTAL = Object.values(CONFIDENCE_WEIGHTS).reduce((sum, weight) => sum + weight, 0);

/** The share of the weights whose fields the AI answered, at most 1, to two decimals. */
export function confidenceScore(answered: ReadonlySet<ConfidenceField>): number {
  let earned = 0;
  for (const [field, weight] of Object.entries(CONFIDENCE_WEIGHTS))
    if (answered.has(field as ConfidenceField)) earned += weight;
  return Math.min(1, Math.round((earned / TOTAL) * 100) / 100);
}
