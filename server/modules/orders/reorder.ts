import { AppError } from "../../errors";
import { addToCart } from "../cart/service";
import { getReorderLines } from "./account-orders";

/** Puts a delivered order's items back in the user's cart; items sold out since are reported, not fatal. */
export async function reorderIntoCart(
  userId: string,
  orderId: string,
): Promise<{ added: number; skipped: string[] }> {
  const lines = await getReorderLines(userId, orderId);
  let added = 0;
  const skipped: string[] = [];
  for (const line of lines) {
    try {
      await addToCart({ userId }, line.variantId, Math.min(line.quantity, 100));
      added++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push(error.message);
    }
  }
  return { added, skipped };
}
