export interface NavLink {
  name: string;
  path: string;
}

/** Spec fallback when no header links are stored. */
export const FALLBACK_HEADER_LINKS: NavLink[] = [
  { name: "Home", path: "/" },
  { name: "Shop", path: "/shop" },
  { name: "About Us", path: "/about" },
  { name: "Contact", path: "/contact" },
];
