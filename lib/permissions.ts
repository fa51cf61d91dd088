/**
 * Who may do what in the back office: one table, read by the server's guard (the authority) and by
 * the admin UI to hide what a role cannot use.
 */
export const STAFF_ROLES = ["admin", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = StaffRole | "customer";

export const PERMISSIONS = [
  "dashboard",
  "catalogue",
  "orders",
  "refunds",
  "inventory",
  "content",
  "users",
  "settings",
  "imports",
  "reports",
  "analytics",
  "activity",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const TABLE: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  staff: ["dashboard", "catalogue", "orders", "inventory", "content", "analytics"],
};

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? "");
}

export function can(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && TABLE[role].includes(permission);
}

/** What a role may use, in the table's order. */
export function permissionsOf(role: string | null | undefined): Permission[] {
  return isStaffRole(role) ? [...TABLE[role]] : [];
}

/**
 * The back office's sections that exist: the permission each needs and its name in the navigation.
 * The shell shows the seeded admin links whose section is here, then any section the seed lacks;
 * later sections add a row.
 */
export const ADMIN_SECTIONS: Record<string, { permission: Permission; label: string }> = {
  "/admin/dashboard": { permission: "dashboard", label: "Dashboard" },
  "/admin/products": { permission: "catalogue", label: "Products" },
  "/admin/categories": { permission: "catalogue", label: "Categories" },
  "/admin/images": { permission: "catalogue", label: "Images" },
  "/admin/orders": { permission: "orders", label: "Orders" },
  "/admin/inventory": { permission: "inventory", label: "Inventory" },
  "/admin/users": { permission: "users", label: "Users" },
  "/admin/activity": { permission: "activity", label: "Activity" },
  "/admin/reports/gst": { permission: "reports", label: "GST returns" },
  "/admin/cms": { permission: "content", label: "CMS" },
  "/admin/blog": { permission: "content", label: "Blog" },
  "/admin/newsletter": { permission: "content", label: "Newsletter" },
  "/admin/messages": { permission: "content", label: "Messages" },
  "/admin/analytics": { permission: "analytics", label: "Analytics" },
  "/admin/import": { permission: "imports", label: "Import" },
  "/admin/emails": { permission: "settings", label: "E-mails" },
  "/admin/settings": { permission: "settings", label: "Settings" },
};

/** The permission an admin address needs: its section's (the longest matching prefix), if it exists. */
export function sectionPermission(path: string): Permission | undefined {
  const section = Object.keys(ADMIN_SECTIONS)
    .filter((prefix) => path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  return section === undefined ? undefined : ADMIN_SECTIONS[section].permission;
}

/** Whether an admin address leads to a section that exists and that this role may open. */
export function canOpen(path: string, role: string): boolean {
  const permission = sectionPermission(path);
  return permission !== undefined && can(role, permission);
}

/** The navigation for a role: seeded links first (their names and order), then sections they lack. */
export function adminNavigation(links: { name: string; path: string }[], role: string) {
  const seeded = links.filter((link) => ADMIN_SECTIONS[link.path] !== undefined);
  const missing = Object.entries(ADMIN_SECTIONS)
    .filter(([path]) => !seeded.some((link) => link.path === path))
    .map(([path, section]) => ({ name: section.label, path }));
  return [...seeded, ...missing].filter((link) => canOpen(link.path, role));
}
