/** The month's invoices and credit notes as the GSTR-1 reads them. Money in paise, rates in basis points. */

/** What decides an order's tax kind and place of supply. Paise. */
export interface OrderFigures {
  orderId: string;
  state: string;
  country: string;
  totalAmount: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  /** A registered buyer's GSTIN and business name, both or neither: the invoice is then B2B. */
  buyerGstin: string | null;
  buyerBusinessName: string | null;
}

export interface GoodsLine {
  hsnCode: string | null;
  uqc: string;
  quantity: number;
  gstRateBp: number;
  lineTotal: number;
  taxableValue: number;
  taxAmount: number;
}

export interface InvoiceRecord {
  invoiceNumber: string;
  issueDate: string;
  order: OrderFigures;
  shippingCost: number;
  shippingGstRateBp: number;
  shippingTaxAmount: number;
  /** In the order the goods were listed. */
  lines: GoodsLine[];
}

export interface CreditLine {
  /** null: shipping. */
  orderItemId: string | null;
  hsnCode: string | null;
  uqc: string;
  quantity: number;
  gstRateBp: number;
  taxableValue: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  totalAmount: number;
}

export interface CreditNoteRecord {
  creditNoteNumber: string;
  issueDate: string;
  /** The credited invoice's order, which may be of an earlier month. */
  order: OrderFigures;
  taxableValue: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  totalAmount: number;
  lines: CreditLine[];
  /** The credited order's goods, to place a shipping credit under its main good. */
  orderLines: GoodsLine[];
}

export interface MonthDocuments {
  invoices: InvoiceRecord[];
  creditNotes: CreditNoteRecord[];
}
