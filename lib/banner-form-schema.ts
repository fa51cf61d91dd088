import { z } from "zod";
import { fieldErrorsOf } from "./form-errors";
import {
  checkbox,
  cleanText,
  isSafeUrl,
  MAX_URL_LENGTH,
  optionalText,
  requiredText,
  safeUrl,
  shopDateTime,
} from "./cms-form-fields";

/**
 * Banner positions: the storefront's hero (its home carousel) and the admin schema's primary,
 * secondary, sidebar and footer (storefront section 3, transactions-and-admin section 3).
 */
export const BANNER_POSITIONS = ["hero", "primary", "secondary", "sidebar", "footer"] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const BANNER_POSITION_LABELS: Record<BannerPosition, string> = {
  hero: "Hero (home page carousel)",
  primary: "Primary",
  secondary: "Secondary",
  sidebar: "Sidebar",
  footer: "Footer",
};

export const BANNER_AUDIENCES = ["all", "new", "returning", "vip"] as const;
export type BannerAudience = (typeof BANNER_AUDIENCES)[number];

export const BANNER_AUDIENCE_LABELS: Record<BannerAudience, string> = {
  all: "All visitors",
  new: "New visitors",
  returning: "Returning customers",
  vip: "VIP customers",
};

/** Spec section 9: the banner list shows 20 a page. */
export const BANNERS_PAGE_SIZE = 20;

export const BANNER_LIMITS = {
  title: 120,
  subtitle: 160,
  description: 500,
  ctaText: 40,
  altText: 250,
  url: MAX_URL_LENGTH,
} as const;

export const BANNER_MESSAGES = {
  imageRequired: "Choose an image for the banner: upload one or pick it from the image library",
  imageInvalid: "Image address is not valid",
  altLong: `Alt text must be ${BANNER_LIMITS.altText} characters or less`,
  titleLong: `Title must be ${BANNER_LIMITS.title} characters or less`,
  subtitleLong: `Subtitle must be ${BANNER_LIMITS.subtitle} characters or less`,
  descriptionLong: `Description must be ${BANNER_LIMITS.description} characters or less`,
  ctaTextLong: `Button text must be ${BANNER_LIMITS.ctaText} characters or less`,
  ctaLinkInvalid:
    "Enter a link inside the shop starting with / (like /shop?category=sarees) or a full address starting with https://",
  ctaLinkMissing: "Enter where the button leads, e.g. /shop",
  ctaTextMissing: "Enter the button's text, e.g. Shop Now",
  position: "Choose a position from the list",
  audience: "Choose an audience from the list",
  startInvalid: "Enter the start as a date and time, e.g. 20/10/2026 09:00",
  endInvalid: "Enter the end as a date and time, e.g. 27/10/2026 23:59",
  // transactions-and-admin section 5: "Banner: end date must be after start date."
  endBeforeStart: "End date must be after start date",
} as const;

const fields = z.object({
  imageUrl: requiredText(
    BANNER_LIMITS.url,
    BANNER_MESSAGES.imageRequired,
    BANNER_MESSAGES.imageInvalid,
  ).refine(isSafeUrl, BANNER_MESSAGES.imageInvalid),
  altText: z.preprocess(cleanText, z.string().max(BANNER_LIMITS.altText, BANNER_MESSAGES.altLong)),
  title: optionalText(BANNER_LIMITS.title, BANNER_MESSAGES.titleLong),
  subtitle: optionalText(BANNER_LIMITS.subtitle, BANNER_MESSAGES.subtitleLong),
  description: optionalText(BANNER_LIMITS.description, BANNER_MESSAGES.descriptionLong),
  ctaText: optionalText(BANNER_LIMITS.ctaText, BANNER_MESSAGES.ctaTextLong),
  ctaLink: safeUrl(BANNER_MESSAGES.ctaLinkInvalid).transform((s) => s || null),
  position: z.preprocess(
    (v) => cleanText(v) || "hero",
    z.enum(BANNER_POSITIONS, { message: BANNER_MESSAGES.position }),
  ),
  targetAudience: z.preprocess(
    (v) => cleanText(v) || "all",
    z.enum(BANNER_AUDIENCES, { message: BANNER_MESSAGES.audience }),
  ),
  isActive: checkbox,
  startDate: shopDateTime(BANNER_MESSAGES.startInvalid),
  endDate: shopDateTime(BANNER_MESSAGES.endInvalid),
});

export const bannerFormSchema = fields.superRefine((form, ctx) => {
  if (form.startDate && form.endDate && form.endDate.getTime() <= form.startDate.getTime())
    ctx.addIssue({ code: "custom", path: ["endDate"], message: BANNER_MESSAGES.endBeforeStart });
  // The shop shows the button only with both its text and its link.
  if (form.ctaText && !form.ctaLink)
    ctx.addIssue({ code: "custom", path: ["ctaLink"], message: BANNER_MESSAGES.ctaLinkMissing });
  if (form.ctaLink && !form.ctaText)
    ctx.addIssue({ code: "custom", path: ["ctaText"], message: BANNER_MESSAGES.ctaTextMissing });
});

export type BannerFormInput = z.output<typeof bannerFormSchema>;

export const BANNER_FORM_FIELDS = [
  "imageUrl",
  "altText",
  "title",
  "subtitle",
  "description",
  "ctaText",
  "ctaLink",
  "position",
  "targetAudience",
  "isActive",
  "startDate",
  "endDate",
] as const;

export type BannerParse =
  { ok: true; data: BannerFormInput } | { ok: false; fieldErrors: Record<string, string> };

export function parseBannerForm(input: unknown): BannerParse {
  const result = bannerFormSchema.safeParse(input && typeof input === "object" ? input : {});
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/** Views that became clicks, e.g. "2.5%"; a dash before anyone has seen the banner. */
export function clickThroughRate(views: number, clicks: number): string {
  if (views <= 0) return "\u2013";
  return `${((clicks / views) * 100).toFixed(1)}%`;
}

export type BannerSchedule = "live" | "scheduled" | "ended" | "inactive";

/** Where a banner stands at `now`: switched off, waiting for its start, showing, or past its end. */
export function bannerSchedule(
  banner: { isActive: boolean; startDate: Date | string | null; endDate: Date | string | null },
  now: Date,
): BannerSchedule {
  if (!banner.isActive) return "inactive";
  const at = now.getTime();
  if (banner.endDate && new Date(banner.endDate).getTime() <= at) return "ended";
  if (banner.startDate && new Date(banner.startDate).getTime() > at) return "scheduled";
  return "live";
}
