/** Background job types of the order flows (handlers registered in orders/register-jobs.ts). */
export const ORDER_JOBS = {
  /** Invoice (paid online orders, confirmed cash-on-delivery orders) and the confirmation and admin e-mails. */
  confirmed: "orders.confirmed",
  /** Releases the stock of an online order still unpaid when its hold runs out. */
  expireHold: "orders.expire-hold",
  /** Status-change e-mail to the buyer. */
  statusMail: "orders.status-mail",
  /** A credit note's PDF, stored and e-mailed to the buyer. */
  creditNote: "orders.credit-note",
  /** Refund through Razorpay (cancelled paid order, or a payment that came too late). */
  refund: "payments.refund",
} as const;
