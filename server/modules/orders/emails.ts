/**
 * Order e-mails as pure render functions: each returns the subject, an HTML body with inline
 * styles (no external images or scripts) and a plain-text body carrying the same information.
 * Every interpolated value is escaped in the HTML part. Money is integer paise.
 *
 * The door to ./emails/: buyer-emails (confirmation, status update), shop-emails (new-order
 * notification, test e-mail), built from layout (parts and page), tables (items, totals) and
 * labels (status and payment wording).
 */
export {
  renderCreditNoteEmail,
  renderOrderConfirmation,
  renderOrderStatusUpdate,
} from "./emails/buyer-emails";
export { renderAdminOrderNotification, renderTestEmail } from "./emails/shop-emails";
export type { OrderEmailLinks, OrderStatusChange, RenderedEmail } from "./emails/types";
