/** The invoices module's door: issuing and reading GST invoices and credit notes, and the back office's printouts. */
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
export {
  type CreditedOrder,
  type CreditNoteIssue,
  type CreditNoteRecord,
  creditNotesOfOrder,
  findCreditNote,
  findCreditNoteById,
  issueCreditNote,
} from "./credit-notes";
export { CREDIT_NOTE_MESSAGES, readCreditNotePdf } from "./credit-note-pdf";
export { financialYearCode, financialYearOf } from "./invoice-number";
export { splitHeads } from "./pdf/gst";
