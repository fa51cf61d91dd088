import type { OrderAddress } from "../orders/schema";

/** An order as documents (invoice PDF, e-mails, the order page) show it. Money in paise. */
export interface OrderDocumentItem {
  productName: string;
  productSku: string;
  size: string | null;
  color: string | null;
  hsnCode: string | null;
  /** GST rate in basis points (500 = 5%). */
  gstRateBp: number;
  quantity: number;
  priceAtPurchase: number;
  lineTotal: number;
  taxableValue: number;
  taxAmount: number;
}

export interface OrderDocument {
  id: string;
  orderNumber: string;
  createdAt: Date;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  paymentId: string | null;
  /** 'inclusive': prices contain GST; 'exclusive': the flat rate was added on top. */
  taxMode: string;
  items: OrderDocumentItem[];
  subtotal: number;
  taxAmount: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  shippingCost: number;
  discountAmount: number;
  totalAmount: number;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress | null;
  customerNotes: string | null;
  cancelReason: string | null;
}

/** The seller block of an invoice, from the shop's settings. */
export interface SellerDetails {
  legalName: string;
  address: string;
  state: string;
  gstin: string;
  email: string;
}

export interface InvoiceDocument {
  invoiceNumber: string;
  /** ISO dates, YYYY-MM-DD. */
  issueDate: string;
  dueDate: string;
  seller: SellerDetails;
  order: OrderDocument;
}
