import { type ComponentProps, createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { type NavigateFunction, Link as RouterLink, useNavigate } from "react-router";

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

type Click = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">;

/** A click the app follows itself: a plain left click on a link that opens in this tab. */
export function followsInApp(event: Click, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return !event.defaultPrevented && event.button === 0 && !modified && (!target || target === "_self");
}

/**
 * React Router's Link for an address from the site's root ("/shop?page=2"), at a fraction of its
 * cost: it resolves nothing, so it draws a plain anchor with the same attributes, and a plain left
 * click on it navigates within the app through one navigate function shared by the page. A page
 * draws dozens of links (every product card, the header and footer, each row of a back-office
 * list), and React Router's own resolved each address twice with a dozen hooks: about a twentieth of
 * a page's server time. The anchor's attributes are named one by one: copying the props object
 * instead cost as much again. Relative addresses, other sites and React Router's other options go to
 * its own Link, as does any link drawn outside LinkNavigation.
 */
export function Link(props: LinkProps) {
  const navigate = useContext(NavigateContext);
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
  if (!navigate || typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || !drawnHere(props))
    return <RouterLink {...props} />;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!followsInApp(event, target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    // As React Router does: following a link to the page already shown replaces it in the history.
    void navigate(to, { replace: replace ?? pathname + search + hash === to, state, preventScrollReset });
  };
  return (
    <a
      ref={ref}
      className={className}
      href={to}
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
