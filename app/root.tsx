import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { FALLBACK_HEADER_LINKS } from "../lib/navigation";
import { getNavigationLinks } from "../server/modules/content/service";
import { getPublicSettings } from "../server/modules/settings/service";
import type { Route } from "./+types/root";
import { NotFoundContent } from "./components/not-found-content";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const [settings, header, footer] = await Promise.all([
    getPublicSettings(),
    getNavigationLinks("header"),
    getNavigationLinks("footer"),
  ]);
  return data({
    nonce: context.cspNonce,
    settings,
    headerLinks: header.length > 0 ? header : FALLBACK_HEADER_LINKS,
    footerLinks: footer,
  });
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const nonce = root?.nonce;
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6e1414" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader settings={root?.settings ?? {}} links={root?.headerLinks ?? FALLBACK_HEADER_LINKS} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter settings={root?.settings ?? {}} links={root?.footerLinks ?? []} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl text-maroon-800">Something went wrong</h1>
      <p className="mt-4 text-stone-700">
        We could not show this page just now. Please try again in a moment.
      </p>
      <a href="/" className="mt-8 inline-block rounded-full bg-maroon-800 px-6 py-3 font-medium text-white">
        Go to the home page
      </a>
    </section>
  );
}
