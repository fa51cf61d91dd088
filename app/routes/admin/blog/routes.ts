import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** This section's pages inside the back office's layout (paths relative to /admin). */
export const adminRoutes: RouteConfigEntry[] = [
  route("blog", "routes/admin/blog/posts.tsx"),
  route("blog/new", "routes/admin/blog/post-edit.tsx", { id: "admin-blog-post-new" }),
  route("blog/categories", "routes/admin/blog/categories.tsx"),
  route("blog/categories/new", "routes/admin/blog/category-edit.tsx", { id: "admin-blog-category-new" }),
  route("blog/categories/:id", "routes/admin/blog/category-edit.tsx", { id: "admin-blog-category-edit" }),
  route("blog/:id", "routes/admin/blog/post-edit.tsx", { id: "admin-blog-post-edit" }),
];

/** Its storefront routes, if any (paths from the site's root). */
export const publicRoutes: RouteConfigEntry[] = [];
