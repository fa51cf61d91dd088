import { z } from "zod";
import { fieldErrorsOf, formText } from "./form-errors";

export const FAQ_LIMITS = { question: 300, answer: 2000 } as const;

export const FAQ_MESSAGES = {
  questionRequired: "Question is required",
  questionLong: `Question must be ${FAQ_LIMITS.question} characters or less`,
  answerRequired: "Answer is required",
  answerLong: `Answer must be ${FAQ_LIMITS.answer} characters or less`,
} as const;

/** Null characters removed, then trimmed; line breaks inside an answer are kept. */
const clean = (value: unknown) => formText(value).replace(/\0/g, "").trim();

const text = (max: number, required: string, long: string) =>
  z.preprocess(clean, z.string().min(1, required).max(max, long));

/** FAQs are shown as plain text under each product (its FAQs tab), so no HTML is involved. */
export const faqSchema = z.object({
  question: text(FAQ_LIMITS.question, FAQ_MESSAGES.questionRequired, FAQ_MESSAGES.questionLong),
  answer: text(FAQ_LIMITS.answer, FAQ_MESSAGES.answerRequired, FAQ_MESSAGES.answerLong),
  // Absent means active, like the table's default.
  isActive: z.preprocess(
    (value) => value === undefined || value === null || value === true || value === "on" || value === "true",
    z.boolean(),
  ),
});

export type FaqInput = z.output<typeof faqSchema>;

export const FAQ_FIELDS = ["question", "answer", "isActive"] as const;

export type FaqParse = { ok: true; data: FaqInput } | { ok: false; fieldErrors: Record<string, string> };

export function parseFaqForm(input: unknown): FaqParse {
  const result = faqSchema.safeParse(input ?? {});
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/** FAQs a product page shows at most: a tab of dozens of answers is already long; thousands would weigh megabytes. */
export const PRODUCT_PAGE_FAQS = 50;
