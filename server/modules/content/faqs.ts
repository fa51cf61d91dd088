import { asc, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { faqs } from "./schema";

/** Active FAQs in the back office's order (equal orders: oldest first, so the order never wobbles). */
export async function listFaqs(): Promise<{ question: string; answer: string }[]> {
  return getDb()
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
}
