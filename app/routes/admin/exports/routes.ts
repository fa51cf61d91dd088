import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Exports of the lists that had none (paths relative to /admin). Each sits under its list's path, so it
 * needs that list's permission: products/export needs "catalogue", users/export needs "users". The
 * orders, stock and subscribers exports live beside their lists.
 */
export const adminRoutes: RouteConfigEntry[] = [
  route("products/export", "routes/admin/exports/products-export.ts"),
  route("users/export", "routes/admin/exports/users-export.ts"),
];

/** Its storefront routes, if any (paths from the site's root). */
export const publicRoutes: RouteConfigEntry[] = [];
