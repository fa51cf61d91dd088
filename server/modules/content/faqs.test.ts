import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { PRODUCT_PAGE_FAQS } from "../../../lib/faq-form";
import { listFaqs } from "./faqs";
import { faqs } from "./schema";

withTestDatabase();

describe("the FAQs a product page shows", () => {
  it("are the first shown FAQs in the back office's order, at most the product page's number", async () => {
    await getDb().delete(faqs);
    // Inserted last-first, every fifth hidden: only the order and the switch may decide what shows.
    await getDb()
      .insert(faqs)
      .values(
        Array.from({ length: 70 }, (_, i) => 69 - i).map((n) => ({
          question: `Question ${String(n).padStart(2, "0")}`,
          answer: `Answer ${n}`,
          sortOrder: n,
          isActive: n % 5 !== 4,
        })),
      );
    const shown = await listFaqs();
    const expected = Array.from({ length: 70 }, (_, n) => n)
      .filter((n) => n % 5 !== 4)
      .slice(0, PRODUCT_PAGE_FAQS)
      .map((n) => ({ question: `Question ${String(n).padStart(2, "0")}`, answer: `Answer ${n}` }));
    expect(PRODUCT_PAGE_FAQS).toBe(50);
    expect(shown).toEqual(expected);
  });
});
