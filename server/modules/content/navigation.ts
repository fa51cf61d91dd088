import { keptUntilStorefrontChanges } from "../../cache/storefront-reads";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import type { NavLink } from "../../../lib/navigation";
import { navigationLinks } from "./schema";

export type NavLocation = "header" | "footer" | "admin";

export async function getNavigationLinks(location: NavLocation): Promise<NavLink[]> {
  return getDb()
    .select({ name: navigationLinks.name, path: navigationLinks.path })
    .from(navigationLinks)
    .where(and(eq(navigationLinks.location, location), eq(navigationLinks.isActive, true)))
    .orderBy(asc(navigationLinks.orderNum), asc(navigationLinks.name));
}

const keptByLocation = new Map<NavLocation, () => Promise<NavLink[]>>();

/** getNavigationLinks for pages: kept between requests until the storefront changes (decision 026). */
export function keptNavigationLinks(location: NavLocation): Promise<NavLink[]> {
  let read = keptByLocation.get(location);
  if (!read) {
    read = keptUntilStorefrontChanges(() => getNavigationLinks(location));
    keptByLocation.set(location, read);
  }
  return read();
}
