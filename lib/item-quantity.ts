import { z } from "zod";

/** Order item quantity (transactions-and-admin section 5, shared schemas): a whole number from 1 to 100. */
export const MAX_ITEM_QUANTITY = 100;

export const QUANTITY_MESSAGES = {
  range: "Please choose a quantity between 1 and 100",
  maximum: "Maximum quantity is 100",
} as const;

export const itemQuantitySchema = z
  .number({ message: QUANTITY_MESSAGES.range })
  .int(QUANTITY_MESSAGES.range)
  .min(1, QUANTITY_MESSAGES.range)
  .max(MAX_ITEM_QUANTITY, QUANTITY_MESSAGES.maximum);

/** The schema's message for this quantity, or null when it is allowed. */
export function quantityError(quantity: number): string | null {
  const result = itemQuantitySchema.safeParse(quantity);
  return result.success ? null : (result.error.issues[0]?.message ?? QUANTITY_MESSAGES.range);
}
