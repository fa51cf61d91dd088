import type { Database } from "../../db/client";
import { payments } from "./schema";

/** Stores a provider payment once (by its id); a repeat only moves its status forward. */
export async function recordPayment(
  db: Database,
  payment: {
    orderId: string;
    /** razorpay unless said otherwise; cod for cash collected on delivery. */
    provider?: "razorpay" | "cod";
    providerOrderId: string | null;
    providerPaymentId: string;
    amount: number;
    status: "captured" | "failed";
    method?: string | null;
    raw?: unknown;
  },
): Promise<void> {
  await db
    .insert(payments)
    .values({ ...payment, method: payment.method ?? null, raw: payment.raw ?? null })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      // A failed attempt can later be captured; a captured payment never becomes failed again.
      set:
        payment.status === "captured"
          ? { status: "captured", updatedAt: new Date() }
          : { updatedAt: new Date() },
    });
}
