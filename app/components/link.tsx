import { type ComponentProps, createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { type NavigateFunction, Link as RouterLink, useLocation, useNavigate } from "react-router";

type LinkProps = ComponentProps<typeof RouterLink>;

const NavigateContext = createContext<NavigateFunction | null>(null);

/** Gives every Link below it the page's one navigate function (see Link). */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

/**
 * What a link drawn here may carry: the attributes the shop's links use and the navigation options
 * handled below. A link with anything else (React Router's `prefetch`, `reloadDocument`, `relative`...,
 * or another attribute) goes to React Router's Link.
 */
const DRAWN_HERE = new Set([
  "to",
  "replace",
  "state",
  "preventScrollReset",
  "onClick",
  "ref",
  "children",
  "className",
  "target",
  "rel",
  "tabIndex",
  "aria-label",
  "aria-current",
  "aria-hidden",
  "aria-disabled",
]);

function drawnHere(props: LinkProps): boolean {
  for (const name in props) if (!DRAWN_HERE.has(name)) return false;
  return true;
}

/**
 * The address a link drawn here points to: one from the site's root as it is, a query alone
 * ("?page=2") on the page shown (as React Router resolves it: a link without a path stays on the
 * current address, whichever route draws it); null for anything React Router must resolve itself.
 */
export function hrefOf(to: string, pathname: string): string | null {
  if (to.startsWith("?")) {
    // As React Router: an empty query or fragment ("?", "#") is dropped.
    const at = to.indexOf("#");
    const search = at < 0 ? to : to.slice(0, at);
    const hash = at < 0 ? "" : to.slice(at);
    return pathname + (search === "?" ? "" : search) + (hash === "#" ? "" : hash);
  }
  return to.startsWith("/") && !to.startsWith("//") ? to : null;
}

type Click = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">;

/** A click the app follows itself: a plain left click on a link that opens in this tab. */
export function followsInApp(event: Click, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return !event.defaultPrevented && event.button === 0 && !modified && (!target || target === "_self");
}

/**
 * React Router's Link for an address from the site's root ("/shop?page=2") or a query on the page
 * shown ("?page=2", the back office's paging and edit links), at a fraction of its
 * cost: it resolves nothing, so it draws a plain anchor with the same attributes, and a plain left
 * click on it navigates within the app through one navigate function shared by the page. A page
 * draws dozens of links (every product card, the header and footer, each row of a back-office
 * list), and React Router's own resolved each address twice with a dozen hooks: about a twentieth of
 * a page's server time. The anchor's attributes are named one by one: copying the props object
 * instead cost as much again. Other relative addresses ("edit", "../orders"), other sites and React
 * Router's other options go to its own Link, as does any link drawn outside LinkNavigation.
 */
export function Link(props: LinkProps) {
  const navigate = useContext(NavigateContext);
  const { pathname } = useLocation();
  const {
    to,
    replace,
    state,
    preventScrollReset,
    onClick,
    ref,
    children,
    className,
    target,
    rel,
    tabIndex,
    "aria-label": ariaLabel,
    "aria-current": ariaCurrent,
    "aria-hidden": ariaHidden,
    "aria-disabled": ariaDisabled,
  } = props;
  const href = typeof to === "string" ? hrefOf(to, pathname) : null;
  if (!navigate || href === null || !drawnHere(props)) return <RouterLink {...props} />;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!followsInApp(event, target)) return;
    event.preventDefault();
    const shown = window.location.pathname + window.location.search + window.location.hash;
    // As React Router does: following a link to the page already shown replaces it in the history.
    void navigate(href, { replace: replace ?? shown === href, state, preventScrollReset });
  };
  return (
    <a
      ref={ref}
      className={className}
      href={href}
      target={target}
      rel={rel}
      tabIndex={tabIndex}
      aria-label={ariaLabel}
      aria-current={ariaCurrent}
      aria-hidden={ariaHidden}
      aria-disabled={ariaDisabled}
      onClick={follow}
      data-discover="true"
    >
      {children}
    </a>
  );
}

interface NavLinkProps {
  /** An address from the site's root; its query and fragment do not count for being active. */
  to: string;
  /** Active only on this very address, not on the pages below it. */
  end?: boolean;
  /** The classes for the link, active or not (React Router's NavLink would add "active" to a plain string). */
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
}

/** A path as a browser sends it: characters outside URLs percent-encoded, escapes already there kept. */
const encodedPath = (path: string) => new URL(path, "http://shop.invalid").pathname;

/** Whether the page at `pathname` is the link's address or, unless `end`, a page below it. */
export function isActiveFor(pathname: string, to: string, end = false): boolean {
  // As React Router's NavLink: both addresses encoded alike (a shop's own link may name
  // "/collections/café"), case-insensitive, and a trailing slash on the address does not count.
  const here = encodedPath(pathname).toLowerCase();
  const path = encodedPath(to.replace(/[?#].*$/, "")).toLowerCase();
  const endsAt = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  return here === path || (!end && here.startsWith(path) && here.charAt(endsAt) === "/");
}

/**
 * React Router's NavLink for the shop's menus and tabs: a Link marked as the current page
 * (aria-current="page", and the classes `className` gives an active link) when the address shown is
 * its own or, unless `end`, below it. React Router's also works out pending and transition states,
 * which the shop's menus do not show, and draws its own Link: the header's six links cost 3 % of a
 * storefront page's server time, a back-office sidebar more.
 */
export function NavLink({ to, end, className, children }: NavLinkProps) {
  const isActive = isActiveFor(useLocation().pathname, to, end);
  return (
    <Link to={to} className={className({ isActive })} aria-current={isActive ? "page" : undefined}>
      {children}
    </Link>
  );
}
