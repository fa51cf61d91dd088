import { z } from "zod";
import { fieldErrorsOf } from "./form-errors";
import { checkbox, cleanText, optionalText, requiredText } from "./cms-form-fields";

export const TESTIMONIALS_PAGE_SIZE = 20;

export const TESTIMONIAL_LIMITS = {
  customerName: 100,
  customerTitle: 100,
  customerLocation: 100,
  quoteMin: 10,
  quote: 1000,
} as const;

export const TESTIMONIAL_MESSAGES = {
  nameRequired: "Customer name is required",
  nameLong: `Customer name must be ${TESTIMONIAL_LIMITS.customerName} characters or less`,
  titleLong: `Customer title must be ${TESTIMONIAL_LIMITS.customerTitle} characters or less`,
  locationLong: `Location must be ${TESTIMONIAL_LIMITS.customerLocation} characters or less`,
  quoteRequired: "Quote is required",
  quoteShort: `Quote must be at least ${TESTIMONIAL_LIMITS.quoteMin} characters`,
  quoteLong: `Quote must be ${TESTIMONIAL_LIMITS.quote} characters or less`,
  // Storefront section 3: rating 1 to 5.
  rating: "Rating must be a whole number from 1 to 5",
} as const;

const fields = z.object({
  customerName: requiredText(
    TESTIMONIAL_LIMITS.customerName,
    TESTIMONIAL_MESSAGES.nameRequired,
    TESTIMONIAL_MESSAGES.nameLong,
  ),
  customerTitle: optionalText(TESTIMONIAL_LIMITS.customerTitle, TESTIMONIAL_MESSAGES.titleLong),
  customerLocation: optionalText(TESTIMONIAL_LIMITS.customerLocation, TESTIMONIAL_MESSAGES.locationLong),
  quote: z.preprocess(
    cleanText,
    z
      .string()
      .min(1, TESTIMONIAL_MESSAGES.quoteRequired)
      .min(TESTIMONIAL_LIMITS.quoteMin, TESTIMONIAL_MESSAGES.quoteShort)
      .max(TESTIMONIAL_LIMITS.quote, TESTIMONIAL_MESSAGES.quoteLong),
  ),
  rating: z.preprocess(
    (v) => cleanText(v) || "5",
    z
      .string()
      .regex(/^[1-5]$/, TESTIMONIAL_MESSAGES.rating)
      .transform(Number),
  ),
  isApproved: checkbox,
  isFeatured: checkbox,
});

export type TestimonialFormInput = z.output<typeof fields>;

export const TESTIMONIAL_FORM_FIELDS = [
  "customerName",
  "customerTitle",
  "customerLocation",
  "quote",
  "rating",
  "isApproved",
  "isFeatured",
] as const;

export type TestimonialParse =
  { ok: true; data: TestimonialFormInput } | { ok: false; fieldErrors: Record<string, string> };

export function parseTestimonialForm(input: unknown): TestimonialParse {
  const result = fields.safeParse(input && typeof input === "object" ? input : {});
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/** The list's filters, as the address holds them. */
export const APPROVAL_FILTERS = {
  "": "Any status",
  approved: "Approved",
  waiting: "Awaiting approval",
} as const;
export const FEATURED_FILTERS = {
  "": "Featured or not",
  featured: "Featured",
  regular: "Not featured",
} as const;
