import { Link, useRouteLoaderData } from "react-router";
import type { RootData } from "../root";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const settings = (matches[0]?.data as RootData | undefined)?.settings ?? {};
  return [
    { title: settings.site_title || settings.site_name || "Divine Threads" },
    { name: "description", content: settings.site_description ?? "" },
  ];
}

export default function Home() {
  const settings = useRouteLoaderData<RootData>("root")?.settings ?? {};
  return (
    <section className="bg-gradient-to-br from-maroon-900 to-maroon-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
        <h1 className="max-w-2xl font-serif text-4xl font-semibold sm:text-5xl">
          {settings.homepage_hero_title || settings.site_name || "Divine Threads"}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-maroon-100">
          {settings.homepage_hero_subtitle || settings.site_logo_description}
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to="/shop" className="rounded-full bg-saffron-500 px-6 py-3 font-semibold text-maroon-900">
            Shop Now
          </Link>
          <Link to="/about" className="rounded-full border border-white px-6 py-3 font-semibold text-white">
            View Collection
          </Link>
        </div>
      </div>
    </section>
  );
}
