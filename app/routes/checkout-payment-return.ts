import { redirect } from "react-router";
import { requireUser } from "../../server/http/guards";
import { completeCheckoutPayment } from "../../server/http/checkout-payment";
import { getOrderForViewer, recordPaymentFailure } from "../../server/modules/orders/service";
import type { Route } from "./+types/checkout-payment-return";

/** Where the hosted (test) checkout sends the buyer back: success, failure or dismissal. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const orderNumber = params.orderNumber;
  const back = (failed: string) =>
    redirect(`/checkout/payment/${encodeURIComponent(orderNumber)}?failed=${failed}`);
  const paymentId = query.get("razorpay_payment_id");
  if (paymentId) {
    return completeCheckoutPayment(request, orderNumber, user.id, {
      razorpayOrderId: query.get("razorpay_order_id") ?? "",
      razorpayPaymentId: paymentId,
      razorpaySignature: query.get("razorpay_signature") ?? "",
    });
  }
  if (query.has("error[code]")) {
    const order = await getOrderForViewer(orderNumber, { userId: user.id, isAdmin: false });
    const failedPayment = query.get("error[metadata][payment_id]") ?? "";
    if (order?.razorpayOrderId)
      await recordPaymentFailure(order.razorpayOrderId, {
        paymentId: /^pay_\w{1,40}$/.test(failedPayment) ? failedPayment : null,
        amount: order.totalAmount,
        reason: (query.get("error[description]") ?? "Payment failed").slice(0, 200),
      });
    return back("declined");
  }
  return back("cancelled");
}
