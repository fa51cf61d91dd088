import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** This section's pages inside the back office's layout (paths relative to /admin). */
export const adminRoutes: RouteConfigEntry[] = [
  route("settings", "routes/admin/settings/admin-settings.tsx"),
  route("settings/shop", "routes/admin/settings/shop-settings.tsx"),
  route("settings/options", "routes/admin/settings/config-options.tsx"),
];

/** Its storefront routes, if any (paths from the site's root). */
export const publicRoutes: RouteConfigEntry[] = [];
