import { describe, expect, it } from "vitest";
import { adminNavigation, can, canOpen, isStaffRole, permissionsOf, sectionPermission } from "./permissions";

describe("the back office's permission table", () => {
  it("gives admins everything and staff the catalogue, orders, inventory, content and analytics", () => {
    expect(permissionsOf("admin")).toContain("settings");
    expect(permissionsOf("staff")).toEqual([
      "dashboard",
      "catalogue",
      "orders",
      "inventory",
      "content",
      "analytics",
    ]);
    for (const denied of ["refunds", "users", "settings", "imports", "reports", "activity"] as const)
      expect(can("staff", denied)).toBe(false);
    expect(can("customer", "dashboard")).toBe(false);
    expect(can(undefined, "dashboard")).toBe(false);
    expect(isStaffRole("manager")).toBe(false);
  });

  it("knows which admin addresses lead to a section that exists", () => {
    expect(sectionPermission("/admin/dashboard")).toBe("dashboard");
    expect(sectionPermission("/admin/dashboards")).toBeUndefined();
    expect(canOpen("/admin/dashboard", "staff")).toBe(true);
    expect(canOpen("/admin/dashboard", "customer")).toBe(false);
    const links = [
      { name: "Dashboard", path: "/admin/dashboard" },
      { name: "Analytics", path: "/admin/analytics" },
      { name: "Settings", path: "/admin/settings" },
    ];
    // Seeded links first, in their order, then the sections the seed lacks.
    expect(adminNavigation(links, "admin").map((l) => l.name)).toEqual([
      "Dashboard",
      "Analytics",
      "Settings",
      "Products",
      "Categories",
      "Images",
      "Orders",
      "Inventory",
      "Users",
      "Activity",
      "GST returns",
      "CMS",
      "Blog",
      "Newsletter",
      "Messages",
      "Import",
      "E-mails",
    ]);
    expect(adminNavigation(links, "staff").map((l) => l.name)).toEqual([
      "Dashboard",
      "Analytics",
      "Products",
      "Categories",
      "Images",
      "Orders",
      "Inventory",
      "CMS",
      "Blog",
      "Newsletter",
      "Messages",
    ]);
    expect(canOpen("/admin/settings/shop", "staff")).toBe(false);
    expect(canOpen("/admin/emails", "staff")).toBe(false);
    expect(canOpen("/admin/cms/banners/1", "staff")).toBe(true);
    expect(canOpen("/admin/activity", "staff")).toBe(false);
    expect(canOpen("/admin/reports/gst", "staff")).toBe(false);
    expect(sectionPermission("/admin/reports/gst/b2cs.csv")).toBe("reports");
    expect(canOpen("/admin/users/42", "staff")).toBe(false);
    expect(canOpen("/admin/products/42", "staff")).toBe(true);
    expect(canOpen("/admin/orders/DT-20261124-0001", "staff")).toBe(true);
    expect(canOpen("/admin/inventory/history", "staff")).toBe(true);
  });
});
