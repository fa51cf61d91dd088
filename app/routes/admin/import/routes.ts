import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** This section's pages inside the back office's layout (paths relative to /admin). */
export const adminRoutes: RouteConfigEntry[] = [
  route("import", "routes/admin/import/import.tsx"),
  route("import/template", "routes/admin/import/template.ts"),
  route("import/preview", "routes/admin/import/preview.ts"),
  route("import/apply", "routes/admin/import/apply.ts"),
  route("import/report", "routes/admin/import/report.ts"),
];

/** Its storefront routes, if any (paths from the site's root). */
export const publicRoutes: RouteConfigEntry[] = [];
