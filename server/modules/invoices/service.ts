/** The invoices module's door: issuing and reading GST invoices, and the back office's printouts. */
export type { InvoiceDocument, OrderDocument, OrderDocumentItem, SellerDetails } from "./documents";
export {
  ensureInvoice,
  findInvoice,
  INVOICE_MESSAGES,
  invoiceIfDue,
  type InvoiceRecord,
  invoiceRefusal,
  readInvoicePdf,
} from "./issue";
export { renderInvoiceBundle, type InvoiceBundle, type SkippedOrder } from "./invoice-bundle";
export { renderPackingSlips, type PackingSlipOrder } from "./packing-slip";
