import { taxHeadsOf } from "../../../lib/gst";

/** A line of the invoice that a credit note can give value back on: a good sold, or shipping. Paise. */
export interface CreditableLine {
  /** The order item, or null for shipping. */
  orderItemId: string | null;
  description: string;
  hsnCode: string | null;
  uqc: string;
  /** GST-inclusive value the invoice charged for the line, after its share of any discount. */
  value: number;
  /** Value earlier credit notes already gave back on the line. */
  credited: number;
  gstRateBp: number;
}

/** What a refund paid back: an amount, and the lines and units it was for (none for a refund by amount). */
export interface CreditRequest {
  amount: number;
  items: { orderItemId: string; quantity: number; amount: number }[];
}

export interface CreditNoteLine {
  orderItemId: string | null;
  description: string;
  hsnCode: string | null;
  uqc: string;
  /** Units given back; 0 when only value was credited. */
  quantity: number;
  gstRateBp: number;
  taxableValue: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  totalAmount: number;
}

/**
 * Splits `total` over `weights` in proportion, to the paisa, the largest remainders taking the paise
 * left over, so the parts always add up to the total.
 */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The lines of the credit note for one refund, each line's tax reversed at the rate its invoice line
 * charged and split as the invoice split it (CGST + SGST in equal heads, or IGST). A refund of lines
 * credits those lines (scaled down if the refund was capped at what was left to refund); a refund by
 * amount is spread over the invoice's lines in proportion to the value each has not yet had credited,
 * so no line is ever credited more than it was charged.
 */
export function creditNoteLines(
  lines: CreditableLine[],
  request: CreditRequest,
  intraState: boolean,
): CreditNoteLine[] {
  const shares: { line: CreditableLine; quantity: number; amount: number }[] = [];
  if (request.items.length > 0) {
    const amounts = apportion(
      Math.min(
        request.amount,
        request.items.reduce((sum, item) => sum + item.amount, 0),
      ),
      request.items.map((item) => item.amount),
    );
    request.items.forEach((item, index) => {
      const line = lines.find((l) => l.orderItemId === item.orderItemId);
      if (!line) throw new Error(`Order item ${item.orderItemId} is not on the invoice`);
      shares.push({ line, quantity: item.quantity, amount: amounts[index] });
    });
  } else {
    const remaining = lines.map((line) => Math.max(0, line.value - line.credited));
    const fits = remaining.reduce((a, b) => a + b, 0) >= request.amount;
    const amounts = apportion(request.amount, fits ? remaining : lines.map((line) => line.value));
    lines.forEach((line, index) => shares.push({ line, quantity: 0, amount: amounts[index] }));
  }
  return shares
    .filter((share) => share.amount > 0)
    .map(({ line, quantity, amount }) => {
      const heads = taxHeadsOf(amount, line.gstRateBp, intraState);
      return {
        orderItemId: line.orderItemId,
        description: line.description,
        hsnCode: line.hsnCode,
        uqc: line.uqc,
        quantity,
        gstRateBp: line.gstRateBp,
        taxableValue: heads.taxableValue,
        cgstAmount: heads.cgst,
        sgstAmount: heads.sgst,
        igstAmount: heads.igst,
        totalAmount: amount,
      };
    });
}
