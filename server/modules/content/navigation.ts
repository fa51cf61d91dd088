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
