import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** This section's pages inside the back office's layout (paths relative to /admin). */
export const adminRoutes: RouteConfigEntry[] = [
  route("cms/navigation", "routes/admin/site/navigation.tsx"),
  route("cms/pages", "routes/admin/site/pages.tsx"),
  route("cms/pages/:key", "routes/admin/site/page-edit.tsx"),
  route("cms/faqs", "routes/admin/site/faqs.tsx"),
];

/** Its storefront routes, if any (paths from the site's root). */
export const publicRoutes: RouteConfigEntry[] = [];
