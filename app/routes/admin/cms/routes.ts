import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** This section's pages inside the back office's layout (paths relative to /admin). */
export const adminRoutes: RouteConfigEntry[] = [
  route("cms", "routes/admin/cms/hub.tsx"),
  route("cms/banners", "routes/admin/cms/banners.tsx"),
  route("cms/banners/new", "routes/admin/cms/banner-edit.tsx", { id: "admin-cms-banner-new" }),
  route("cms/banners/:id", "routes/admin/cms/banner-edit.tsx", { id: "admin-cms-banner-edit" }),
  route("cms/testimonials", "routes/admin/cms/testimonials.tsx"),
  route("cms/testimonials/new", "routes/admin/cms/testimonial-edit.tsx", { id: "admin-cms-testimonial-new" }),
  route("cms/testimonials/:id", "routes/admin/cms/testimonial-edit.tsx", {
    id: "admin-cms-testimonial-edit",
  }),
  route("cms/craftsmanship", "routes/admin/cms/craftsmanship.tsx"),
  route("cms/craftsmanship/new", "routes/admin/cms/craftsmanship-edit.tsx", {
    id: "admin-cms-craftsmanship-new",
  }),
  route("cms/craftsmanship/:id", "routes/admin/cms/craftsmanship-edit.tsx", {
    id: "admin-cms-craftsmanship-edit",
  }),
];

/** Its storefront routes, if any (paths from the site's root). */
export const publicRoutes: RouteConfigEntry[] = [];
