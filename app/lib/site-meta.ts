import type { MetaDescriptor } from "react-router";
import { absoluteUrl, seoMeta, type PageSeo } from "../../lib/seo";
import { text } from "../../lib/settings";
import type { RootData } from "../root";

interface MatchLike {
  id: string;
  data: unknown;
}

/** The shop's origin and public settings, read from the root route's data inside a meta function. */
export function siteOf(matches: readonly (MatchLike | undefined)[]) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const settings = root?.settings ?? {};
  const origin = root?.origin ?? "http://localhost:3000";
  return { origin, settings, siteName: text(settings, "site_name", "Divine Threads") };
}

/** Title, description, canonical address and Open Graph tags for a page at `path`. */
export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  page: Omit<PageSeo, "url" | "siteName" | "image"> & { path: string; image?: string | null },
): MetaDescriptor[] {
  const site = siteOf(matches);
  // Not { ...page, url, ... }: Node 20 gives such an object a new hidden class on every call (decision 039).
  return seoMeta(
    Object.assign({}, page, {
      url: absoluteUrl(site.origin, page.path),
      image: page.image ? absoluteUrl(site.origin, page.image) : null,
      siteName: site.siteName,
    }),
  );
}
