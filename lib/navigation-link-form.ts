import { z } from "zod";
import { fieldErrorsOf, formText } from "./form-errors";

/** The locations edited in the back office; 'admin' links are the back office's own menu. */
export const EDITABLE_NAV_LOCATIONS = ["header", "footer"] as const;
export type EditableNavLocation = (typeof EDITABLE_NAV_LOCATIONS)[number];

export const NAV_LOCATION_LABELS: Record<EditableNavLocation, string> = {
  header: "Header",
  footer: "Footer",
};

export const NAV_LINK_LIMITS = { name: 50, path: 500, order: 9999 } as const;

export const NAV_LINK_MESSAGES = {
  nameRequired: "Link name is required",
  nameLong: `Link name must be ${NAV_LINK_LIMITS.name} characters or less`,
  pathRequired: "Path is required",
  pathLong: `Path must be ${NAV_LINK_LIMITS.path} characters or less`,
  pathSpaces: "A path cannot contain spaces, tabs or line breaks",
  pathShape:
    "Enter a page of this shop starting with / (like /shop) or a full web address starting with https://",
  location: "Choose where the link appears: Header or Footer",
  order: `Order must be a whole number from 0 to ${NAV_LINK_LIMITS.order}`,
} as const;

/** The message for a link whose address uses a scheme other than http(s), e.g. javascript:. */
export const schemeRefused = (scheme: string) =>
  `Links starting with "${scheme}:" are not allowed. Use a page of this shop like /shop or a web address starting with https://`;

/**
 * Why a link's path is refused, or null when it is fine: a site-relative path ("/shop", "/about?x=1")
 * or an absolute http(s) address. Anything else (javascript:, data:, //host, /\host) could run
 * script or leave the shop unexpectedly from the storefront's own menu.
 */
export function pathProblem(path: string): string | null {
  if (path === "") return NAV_LINK_MESSAGES.pathRequired;
  if (path.length > NAV_LINK_LIMITS.path) return NAV_LINK_MESSAGES.pathLong;
  // Browsers drop tabs and line breaks inside addresses ("java\tscript:"), so none are let through.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(path)) return NAV_LINK_MESSAGES.pathSpaces;
  if (path.startsWith("/")) {
    // "//host" and "/\host" are read by browsers as another site's address.
    return path.startsWith("//") || path.includes("\\") ? NAV_LINK_MESSAGES.pathShape : null;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(path)?.[1];
  if (!scheme) return NAV_LINK_MESSAGES.pathShape;
  if (!/^https?$/i.test(scheme)) return schemeRefused(scheme.toLowerCase());
  if (!/^https?:\/\/[^/]/i.test(path)) return NAV_LINK_MESSAGES.pathShape;
  try {
    const url = new URL(path);
    return url.hostname && !path.includes("\\") ? null : NAV_LINK_MESSAGES.pathShape;
  } catch {
    return NAV_LINK_MESSAGES.pathShape;
  }
}

/** Null characters removed, then trimmed. */
const clean = (value: unknown) => formText(value).replace(/\0/g, "").trim();

/** An absent value takes the spec's default (section 5: a new link is active, order 0). */
const flag = z.preprocess(
  (value) =>
    value === undefined || value === null ? true : value === true || value === "on" || value === "true",
  z.boolean(),
);

export const navigationLinkSchema = z.object({
  name: z.preprocess(
    clean,
    z.string().min(1, NAV_LINK_MESSAGES.nameRequired).max(NAV_LINK_LIMITS.name, NAV_LINK_MESSAGES.nameLong),
  ),
  path: z.preprocess(
    clean,
    z.string().superRefine((path, ctx) => {
      const problem = pathProblem(path);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  ),
  location: z.preprocess(clean, z.enum(EDITABLE_NAV_LOCATIONS, { message: NAV_LINK_MESSAGES.location })),
  orderNum: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : clean(value) || "0"),
    z
      .string()
      .regex(/^\d{1,4}$/, NAV_LINK_MESSAGES.order)
      .transform(Number),
  ),
  isActive: flag,
});

export type NavigationLinkInput = z.output<typeof navigationLinkSchema>;

export const NAV_LINK_FIELDS = ["name", "path", "location", "orderNum", "isActive"] as const;

export type NavigationLinkParse =
  { ok: true; data: NavigationLinkInput } | { ok: false; fieldErrors: Record<string, string> };

export function parseNavigationLinkForm(input: unknown): NavigationLinkParse {
  const result = navigationLinkSchema.safeParse(input ?? {});
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}
