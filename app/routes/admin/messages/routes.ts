import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** This section's pages inside the back office's layout (paths relative to /admin). */
export const adminRoutes: RouteConfigEntry[] = [
  // The contact inbox (staff and admins: permission "content").
  route("messages", "routes/admin/messages/messages.tsx"),
  route("messages/:id", "routes/admin/messages/message.tsx"),
  // The mail outbox (admins only: permission "settings").
  route("emails", "routes/admin/messages/emails.tsx"),
  route("emails/:id", "routes/admin/messages/email.tsx"),
];

/** Its storefront routes, if any (paths from the site's root). */
export const publicRoutes: RouteConfigEntry[] = [];
