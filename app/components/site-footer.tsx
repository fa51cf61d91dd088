import { Link } from "./link";
import type { NavLink } from "../../lib/navigation";
import { useCurrencySymbol } from "./currency";

interface Props {
  settings: Record<string, string>;
  links: NavLink[];
  categories: { name: string; slug: string }[];
}

export function SiteFooter({ settings, links, categories }: Props) {
  const siteName = settings.site_name || "Divine Threads";
  const currencySymbol = useCurrencySymbol();
  return (
    <footer className="mt-16 bg-maroon-900 text-maroon-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-semibold">{siteName}</p>
          <p className="mt-2 text-sm text-maroon-100">{settings.footer_text || settings.site_description}</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold tracking-wide uppercase">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {links.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="hover:underline">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Categories">
          <h2 className="text-sm font-semibold tracking-wide uppercase">Categories</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {categories.slice(0, 6).map((c) => (
              <li key={c.slug}>
                <Link to={`/shop?category=${encodeURIComponent(c.name)}`} className="hover:underline">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="text-sm not-italic">
          <h2 className="text-sm font-semibold tracking-wide uppercase">Contact Us</h2>
          <p className="mt-3">{settings.business_address || settings.contact_address}</p>
          <p className="mt-1">{settings.business_phone || settings.contact_phone}</p>
          <p className="mt-1">{settings.business_email || settings.contact_email}</p>
        </address>
      </div>
      <p className="border-t border-maroon-800 py-4 text-center text-xs text-maroon-100">
        We accept cards, UPI and cash on delivery · Prices in {currencySymbol} include GST
      </p>
    </footer>
  );
}
