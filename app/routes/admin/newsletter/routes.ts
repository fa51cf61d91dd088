import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** This section's pages inside the back office's layout (paths relative to /admin). */
export const adminRoutes: RouteConfigEntry[] = [
  route("newsletter", "routes/admin/newsletter/subscribers.tsx"),
  route("newsletter/export", "routes/admin/newsletter/subscribers-export.ts"),
  route("newsletter/campaigns", "routes/admin/newsletter/campaigns.tsx"),
  route("newsletter/campaigns/new", "routes/admin/newsletter/campaign.tsx", {
    id: "admin-newsletter-campaign-new",
  }),
  route("newsletter/campaigns/:id", "routes/admin/newsletter/campaign.tsx", {
    id: "admin-newsletter-campaign",
  }),
];

/** Its storefront routes (paths from the site's root): the double opt-in link and one-click unsubscribe. */
export const publicRoutes: RouteConfigEntry[] = [
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.ts"),
];
