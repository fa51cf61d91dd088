import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { currencySymbolOf, DEFAULT_CURRENCY_SYMBOL } from "../lib/money";
import { FALLBACK_HEADER_LINKS } from "../lib/navigation";
import { EVERY_PAGE_SETTINGS, settingsNamed } from "../lib/settings";
import { keptNavigationLinks } from "../server/modules/content/service";
import { getEnv } from "../server/config/env";
import { takeFlash } from "../server/http/flash";
import { readOrNull } from "../server/http/read-or-null";
import { getCartCount, readCartOwner } from "../server/modules/cart/service";
import { keptTopCategories } from "../server/modules/catalog/service";
import { getSessionUser } from "../server/modules/customers/service";
import { keptPublicSettings } from "../server/modules/settings/service";
import type { Route } from "./+types/root";
import { CurrencySymbolProvider } from "./components/currency";
import { LinkNavigation } from "./components/link";
import { NotFoundContent } from "./components/not-found-content";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { WebVitalsBeacon } from "./components/web-vitals-beacon";
import { FlashToast, Toaster } from "./components/ui/toaster";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The back office draws its own shell (app/routes/admin/layout.tsx), without the shop's header.
 * Case-insensitive, as React Router matches routes.
 */
const isBackOffice = (pathname: string) => /^\/admin(\/|$)/i.test(pathname);

/** The shop's header, footer and cart count; storefront section 8: each falls back to a default. */
async function shopChrome(request: Request, userId: string | null) {
  const [header, footer, categories, cartCount] = await Promise.all([
    readOrNull("header links", () => keptNavigationLinks("header")),
    readOrNull("footer links", () => keptNavigationLinks("footer")),
    readOrNull("footer categories", keptTopCategories),
    readOrNull("cart count", () => readCartOwner(request, userId).then(getCartCount)),
  ]);
  return {
    headerLinks: header?.length ? header : FALLBACK_HEADER_LINKS,
    footerLinks: footer ?? [],
    footerCategories: categories ?? [],
    cartCount: cartCount ?? 0,
  };
}

/** The back office shows none of the shop's header, footer or cart, so it reads and sends none. */
const NO_SHOP_CHROME: Awaited<ReturnType<typeof shopChrome>> = {
  headerLinks: [],
  footerLinks: [],
  footerCategories: [],
  cartCount: 0,
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = !isBackOffice(new URL(request.url).pathname);
  // The back office's own layout reads and checks its user; the shop's header shows who is signed in.
  const user = shop ? await getSessionUser(request) : null;
  // Storefront section 8: settings fall back to none rather than replace every page with the error page.
  const [settings, flash, chrome] = await Promise.all([
    readOrNull("settings", keptPublicSettings),
    takeFlash(request),
    shop ? shopChrome(request, user?.id ?? null) : NO_SHOP_CHROME,
  ]);
  return data(
    {
      nonce: context.cspNonce,
      origin: getEnv().appUrl,
      settings: shop ? settingsNamed(settings ?? {}, EVERY_PAGE_SETTINGS) : {},
      // Read with the other public settings: showing it with every price costs no query of its own.
      currencySymbol: currencySymbolOf(settings?.currency_symbol),
      ...chrome,
      user: user ? { email: user.email, name: user.name, isAdmin: user.role === "admin" } : null,
      flash: flash.message,
    },
    { headers: flash.clear ? { "Set-Cookie": flash.clear } : undefined },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  // Pages show the visitor's own cart and account: never cache them in shared caches.
  const headers = new Headers({ "Cache-Control": "private, no-cache" });
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
};

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** Crossing between the shop and the back office reads what the other side shows. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || isBackOffice(currentUrl.pathname) !== isBackOffice(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const nonce = root?.nonce;
  const backOffice = isBackOffice(useLocation().pathname);
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
        <LinkNavigation>
          <CurrencySymbolProvider symbol={root?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL}>
            {backOffice ? (
              <Toaster>
                {children}
                <FlashToast message={root?.flash ?? null} />
              </Toaster>
            ) : (
              <Toaster>
                <SiteHeader
                  settings={root?.settings ?? {}}
                  links={root?.headerLinks ?? FALLBACK_HEADER_LINKS}
                  cartCount={root?.cartCount ?? 0}
                  user={root?.user ?? null}
                />
                <main id="main" className="flex-1">
                  {children}
                </main>
                <SiteFooter
                  settings={root?.settings ?? {}}
                  links={root?.footerLinks ?? []}
                  categories={root?.footerCategories ?? []}
                />
                <FlashToast message={root?.flash ?? null} />
              </Toaster>
            )}
          </CurrencySymbolProvider>
        </LinkNavigation>
        <WebVitalsBeacon />
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
