import { APPROVAL_FILTERS, FEATURED_FILTERS } from "../../../../lib/testimonial-form-schema";
import { listHref } from "../pagination";

export interface TestimonialParams {
  approved: keyof typeof APPROVAL_FILTERS;
  featured: keyof typeof FEATURED_FILTERS;
  /** 1 to 5; 0 for any rating. */
  rating: number;
  q: string;
  page: number;
}

const oneOf = <T extends string>(choices: Record<T, string>, value: string | null): T =>
  (value !== null && Object.hasOwn(choices, value) ? value : "") as T;

/** The list's filters from its address; anything unknown reads as no filter. */
export function parseTestimonialParams(search: URLSearchParams): TestimonialParams {
  const rating = Number.parseInt(search.get("rating") ?? "", 10);
  return {
    approved: oneOf(APPROVAL_FILTERS, search.get("approved")),
    featured: oneOf(FEATURED_FILTERS, search.get("featured")),
    rating: rating >= 1 && rating <= 5 ? rating : 0,
    q: (search.get("q") ?? "").replace(/\0/g, "").trim().slice(0, 100),
    page: Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1),
  };
}

export function testimonialListHref(params: TestimonialParams, page: number): string {
  const { approved, featured, rating, q } = params;
  return listHref("/admin/cms/testimonials", { approved, featured, rating: rating || undefined, q }, page);
}
