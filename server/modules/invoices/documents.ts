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
  /** Unit of quantity (PCS, SET, PRS, NOS). */
  uqc: string;
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
  /** 'inclusive': prices contain GST; 'exclusive': older orders whose tax was added on top. */
  taxMode: string;
  items: OrderDocumentItem[];
  subtotal: number;
  taxAmount: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  shippingCost: number;
  /** Shipping is taxed at the goods' highest rate, inside shippingCost (0 on orders before GST 2.0 rules). */
  shippingGstRateBp: number;
  shippingTaxableValue: number;
  shippingTaxAmount: number;
  discountAmount: number;
  totalAmount: number;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress | null;
  customerNotes: string | null;
  cancelReason: string | null;
  /** A registered buyer's GSTIN and business name: the invoice is then a B2B invoice (Rule 46(d)). */
  buyerGstin?: string | null;
  buyerBusinessName?: string | null;
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
