import { z } from "zod";
import { fromShopDateTimeInput } from "./shop-time";

/**
 * Field rules the back office's content forms share (banners, testimonials, craftsmanship): form text
 * with NUL characters removed and trimmed (spec section 5, forms), web addresses that cannot run script,
 * and dates typed in the shop's time zone.
 */

export function cleanText(value: unknown): string {
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  return text.replace(/\0/g, "").trim();
}

export const requiredText = (max: number, required: string, long: string) =>
  z.preprocess(cleanText, z.string().min(1, required).max(max, long));

/** Optional text: empty becomes null. */
export const optionalText = (max: number, long: string) =>
  z.preprocess(
    cleanText,
    z
      .string()
      .max(max, long)
      .transform((s) => s || null),
  );

export const checkbox = z.preprocess(
  (v) => v === true || v === "true" || v === "on" || v === "1",
  z.boolean(),
);

export const MAX_URL_LENGTH = 2048;

/** A path on this site ("/uploads/...", "/shop?category=sarees") or a full http(s) address; never javascript: or data:. */
export function isSafeUrl(url: string): boolean {
  return /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/[^\s/]+\S*$/i.test(url);
}

export const safeUrl = (message: string) =>
  z.preprocess(
    cleanText,
    z
      .string()
      .max(MAX_URL_LENGTH, message)
      .refine((url) => url === "" || isSafeUrl(url), message),
  );

/** A datetime-local value read as India time: null when empty, undefined when it is no real date and time. */
export function parseShopDateTime(value: string): Date | null | undefined {
  return value === "" ? null : (fromShopDateTimeInput(value) ?? undefined);
}

/** An optional date and time in India time: a Date, or null when left empty. */
export const shopDateTime = (message: string) =>
  z.preprocess((v) => parseShopDateTime(cleanText(v)), z.union([z.date(), z.null()], { message }));
