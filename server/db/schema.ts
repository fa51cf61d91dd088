/** The whole data model: every module's tables, for Drizzle and drizzle-kit. */
export * from "../modules/settings/schema";
export * from "../modules/content/schema";
export * from "../modules/catalog/schema";
export * from "../modules/customers/schema";
export * from "../modules/cart/schema";
export * from "../modules/orders/schema";
export * from "../modules/inventory/schema";
export * from "../modules/payments/schema";
export * from "../modules/invoices/schema";
export * from "../modules/blog/schema";
export * from "../modules/newsletter/schema";
export * from "../modules/media/schema";
export * from "../modules/mail/schema";
export * from "../modules/analytics/schema";
export * from "../modules/jobs/schema";
export * from "../modules/audit/schema";
