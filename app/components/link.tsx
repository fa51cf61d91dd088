import {
  type ComponentProps,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useContext,
} from "react";
import { type NavigateFunction, Link as RouterLink, useNavigate } from "react-router";

type LinkProps = ComponentProps<typeof RouterLink>;

const NavigateContext = createContext<NavigateFunction | null>(null);

/** Gives every Link below it the page's one navigate function (see Link). */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

/** React Router's Link options this one leaves to it. */
const ROUTER_ONLY: (keyof LinkProps)[] = [
  "relative",
  "reloadDocument",
  "viewTransition",
  "prefetch",
  "discover",
  "mask",
  "defaultShouldRevalidate",
];

type Click = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">;

/** A click the app follows itself: a plain left click on a link that opens in this tab. */
export function followsInApp(event: Click, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return !event.defaultPrevented && event.button === 0 && !modified && (!target || target === "_self");
}

/**
 * React Router's Link for an address from the site's root ("/shop?page=2"), at a fraction of its
 * cost: it resolves nothing, so it renders a plain anchor with the same markup, and a plain left
 * click on it navigates within the app through one navigate function shared by the page. A page
 * draws dozens of links (every product card, the header and footer, each row of a back-office
 * list), and React Router's own resolved each address twice with a dozen hooks: about a tenth of a
 * page's server time. Relative addresses, other sites and React Router's other options go to its
 * own Link, as does any link drawn outside LinkNavigation.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const navigate = useContext(NavigateContext);
  const { to, replace, state, preventScrollReset, onClick, target, ...anchor } = props;
  if (
    !navigate ||
    typeof to !== "string" ||
    !to.startsWith("/") ||
    to.startsWith("//") ||
    ROUTER_ONLY.some((option) => option in anchor)
  )
    return <RouterLink ref={ref} {...props} />;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!followsInApp(event, target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    // As React Router does: following a link to the page already shown replaces it in the history.
    void navigate(to, { replace: replace ?? pathname + search + hash === to, state, preventScrollReset });
  };
  return <a {...anchor} ref={ref} href={to} target={target} onClick={follow} data-discover="true" />;
});
