/** The shapes of Razorpay's entities the test gateway answers with, and small helpers to make them. */
import { randomInt } from "node:crypto";

/** Settings of one test gateway; read at use time, so a changed secret applies to later requests and deliveries. */
export interface TestGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export type Notes = Record<string, string>;
/** Razorpay answers an empty notes object as [] (a PHP quirk); the fake does the same. */
export type NotesField = Notes | [];

export type PaymentMethod = "upi" | "card" | "netbanking" | "wallet";
export const PAYMENT_METHODS: readonly PaymentMethod[] = ["upi", "card", "netbanking", "wallet"];

export interface OrderEntity {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: NotesField;
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "captured" | "failed" | "refunded";
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: NotesField;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: NotesField;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "processed";
  speed_processed: "normal";
  speed_requested: "normal";
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Razorpay-style id: prefix and 14 random alphanumerics, e.g. order_EKwxwAgItmmXdp. */
export function randomId(prefix: string): string {
  let id = "";
  for (let i = 0; i < 14; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}_${id}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function notesField(notes: Notes | undefined): NotesField {
  return notes && Object.keys(notes).length > 0 ? { ...notes } : [];
}

export interface Payer {
  method: PaymentMethod;
  email: string;
  contact: string;
}
