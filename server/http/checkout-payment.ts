import { data, redirect } from "react-router";
import { AppError } from "../errors";
import { log } from "../log";
import { clearCart } from "../modules/cart/service";
import {
  type CheckoutResult,
  PAYMENT_MESSAGES,
  paymentFailedMessage,
  verifyCheckoutPayment,
} from "../modules/orders/service";

/** Reasons carried in the payment page's ?failed= parameter, so no free text is ever reflected. */
export const PAYMENT_FAILURES = {
  cancelled: PAYMENT_MESSAGES.cancelled,
  verification: PAYMENT_MESSAGES.verificationFailed,
  declined: "The payment was declined. Please try again or use another method.",
  initiate: PAYMENT_MESSAGES.initiateFailed,
  create: PAYMENT_MESSAGES.createFailed,
  "not-loaded": PAYMENT_MESSAGES.notLoaded,
} as const;

export function failureMessage(code: string): string {
  // Not a failed payment: the money may have been taken, only recording it failed (section 8).
  if (code === "status") return PAYMENT_MESSAGES.statusUpdateFailed;
  const reason = PAYMENT_FAILURES[code as keyof typeof PAYMENT_FAILURES] ?? PAYMENT_MESSAGES.initiateFailed;
  return paymentFailedMessage(reason);
}

/**
 * The checkout's success result, from Razorpay's handler or the test gateway's redirect: verified
 * on the server, then the bag is emptied and the buyer lands on the order page.
 */
export async function completeCheckoutPayment(
  _request: Request,
  orderNumber: string,
  userId: string,
  result: CheckoutResult,
): Promise<never> {
  try {
    await verifyCheckoutPayment(orderNumber, { userId, isAdmin: false }, result);
  } catch (error) {
    if (error instanceof AppError && error.code === "INVALID")
      throw redirect(`/checkout/payment/${encodeURIComponent(orderNumber)}?failed=verification`);
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw data("Order not found", { status: 404 });
    if (error instanceof AppError) throw error;
    // Razorpay's webhook confirms the same payment later; until then the buyer is told it was not recorded.
    log.error(`recording the payment of order ${orderNumber} failed`, error);
    throw redirect(`/checkout/payment/${encodeURIComponent(orderNumber)}?failed=status`);
  }
  await clearCart({ userId });
  throw redirect(`/order/${encodeURIComponent(orderNumber)}?placed=paid`);
}
