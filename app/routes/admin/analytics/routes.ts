import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** This section's pages inside the back office's layout (paths relative to /admin). */
export const adminRoutes: RouteConfigEntry[] = [
  route("analytics", "routes/admin/analytics/analytics.tsx"),
  route("analytics/:panel.csv", "routes/admin/analytics/analytics-csv.ts"),
];

/** Its storefront routes, if any (paths from the site's root). */
export const publicRoutes: RouteConfigEntry[] = [];
