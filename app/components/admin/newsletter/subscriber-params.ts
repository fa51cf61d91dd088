import { PREFERENCE_FIELDS, type PreferenceKey } from "../../../../lib/newsletter-messages";

/** The subscribers list's search and filters as the address carries them (all strings, "" for none). */
export interface SubscriberParams {
  q: string;
  source: string;
  active: "" | "yes" | "no";
  verified: "" | "yes" | "no";
  preference: "" | PreferenceKey;
  page: number;
}

const yesNo = (value: string | null): "" | "yes" | "no" => (value === "yes" || value === "no" ? value : "");

/** What the address says is only compared with stored values; NUL never reaches the database. */
export function parseSubscriberParams(params: URLSearchParams): SubscriberParams {
  const preference = params.get("preference") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").replace(/\0/g, "").trim().slice(0, 100),
    source: (params.get("source") ?? "").replace(/\0/g, "").trim().slice(0, 32),
    active: yesNo(params.get("active")),
    verified: yesNo(params.get("verified")),
    preference: PREFERENCE_FIELDS.some((f) => f.key === preference) ? (preference as PreferenceKey) : "",
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const bool = (value: "" | "yes" | "no") => (value === "" ? undefined : value === "yes");

/** The service's filters for these parameters. */
export function toSubscriberFilters(p: SubscriberParams) {
  return {
    q: p.q || undefined,
    source: p.source || undefined,
    active: bool(p.active),
    verified: bool(p.verified),
    preference: p.preference || undefined,
  };
}

export const isFiltered = (p: SubscriberParams) =>
  p.q !== "" || p.source !== "" || p.active !== "" || p.verified !== "" || p.preference !== "";

/** The filters as query parameters (no page), for links that keep them. */
export const filterQuery = (p: SubscriberParams) => ({
  q: p.q,
  source: p.source,
  active: p.active,
  verified: p.verified,
  preference: p.preference,
});
