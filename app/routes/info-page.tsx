import { data } from "react-router";
import { text } from "../../lib/settings";
import { getInfoPage, type PageKey } from "../../server/modules/content/service";
import { RichText } from "../components/rich-text";
import type { RootData } from "../root";
import type { Route } from "./+types/info-page";

/** One route file serves the five information pages (route ids about, privacy, terms, returns, shipping). */
const PAGE_BY_PATH: Record<string, PageKey> = {
  "/about": "about_us",
  "/privacy": "privacy_policy",
  "/terms": "terms_of_service",
  "/returns": "return_policy",
  "/shipping": "shipping_info",
};

export function meta({ data: page, matches }: Route.MetaArgs) {
  const siteName = text(
    (matches[0]?.data as RootData | undefined)?.settings ?? {},
    "site_name",
    "Divine Threads",
  );
  return [{ title: page ? `${page.title} | ${siteName}` : siteName }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const key = PAGE_BY_PATH[path];
  if (!key) throw data(null, { status: 404 });
  return getInfoPage(key);
}

export default function InfoPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-4xl font-semibold text-maroon-800">{page.title}</h1>
      <RichText sanitizedHtml={page.html} className="mt-6" />
    </article>
  );
}
