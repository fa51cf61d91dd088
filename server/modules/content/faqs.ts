import { asc, eq } from "drizzle-orm";
import { PRODUCT_PAGE_FAQS } from "../../../lib/faq-form";
import { keptUntilStorefrontChanges } from "../../cache/storefront-reads";
import { getDb } from "../../db/client";
import { faqs } from "./schema";

export interface Faq {
  question: string;
  answer: string;
}

/**
 * The first active FAQs in the back office's order (equal orders: oldest first, so the order never
 * wobbles), read from the order's index.
 */
export async function listFaqs(): Promise<Faq[]> {
  return getDb()
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id))
    .limit(PRODUCT_PAGE_FAQS);
}

/** The FAQs every product page shows, read once per storefront change (FAQ writes are storefront writes). */
export const keptFaqs = keptUntilStorefrontChanges(listFaqs);
