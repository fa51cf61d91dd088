import { asc, eq } from "drizzle-orm";
import { keptUntilStorefrontChanges } from "../../cache/storefront-reads";
import { getDb } from "../../db/client";
import { faqs } from "./schema";

export interface Faq {
  question: string;
  answer: string;
}

/** Active FAQs in the back office's order (equal orders: oldest first, so the order never wobbles). */
export async function listFaqs(): Promise<Faq[]> {
  return getDb()
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
}

/** The FAQs every product page shows, read once per storefront change (FAQ writes are storefront writes). */
export const keptFaqs = keptUntilStorefrontChanges(listFaqs);
