import type { RouteConfigEntry } from "@react-router/dev/routes";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "../app/routes";
import { can, type Permission, sectionPermission } from "../lib/permissions";
import { registeredAccount } from "./fixtures/accounts";
import { withTestDatabase } from "./setup/test-database";

withTestDatabase();

/** Pages anyone may open: the admin sign-in itself. */
const PUBLIC_ADMIN_FILES = new Set(["routes/admin/login.tsx"]);

interface AdminRoute {
  file: string;
  url: string;
}

/** Every route of the route config whose module lives under routes/admin/, with a URL that reaches it. */
function adminRoutes(entries: RouteConfigEntry[], parentPath = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path].filter(Boolean).join("/");
    const own = entry.file.startsWith("routes/admin/")
      ? [{ file: entry.file, url: `/${path.replace(/\*$/, "no-such-page")}` }]
      : [];
    return [...own, ...adminRoutes(entry.children ?? [], path)];
  });
}

/** The permission a URL needs: its section's, or the dashboard's for the shell itself. */
const permissionOf = (url: string): Permission => sectionPermission(url) ?? "dashboard";

type Who = "anonymous" | "customer" | "staff" | "admin";
const cookies: Record<Who, string> = { anonymous: "", customer: "", staff: "", admin: "" };
const cookieOf = async (email: string, role: "customer" | "staff" | "admin") =>
  (await registeredAccount(email, role)).cookie;

beforeAll(async () => {
  cookies.customer = await cookieOf("customer@example.com", "customer");
  cookies.staff = await cookieOf("staff@example.com", "staff");
  cookies.admin = await cookieOf("admin@example.com", "admin");
});

type Handler = (args: { request: Request; params: Record<string, string>; context: object }) => unknown;

/** What the guard made of the call: sent to sign in, refused, or let through to the page's own work. */
async function outcome(handler: Handler, url: string, method: string, who: Who) {
  const request = new Request(`http://localhost:3000${url}`, {
    method,
    headers: {
      ...(cookies[who] ? { cookie: cookies[who] } : {}),
      ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: method === "POST" ? "" : undefined,
  });
  try {
    const result = await handler({ request, params: { "*": "no-such-page" }, context: {} });
    if (result instanceof Response && result.status === 302)
      return result.headers.get("location")?.startsWith("/admin/login") ? "sign-in" : "allowed";
    return "allowed";
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.get("location")?.startsWith("/admin/login"))
      return "sign-in";
    const status =
      thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;
    if (status === 403) return "refused";
    if (status !== undefined && status < 500) return "allowed";
    throw thrown;
  }
}

const found = adminRoutes(routes);

describe("the back office's authorisation matrix", () => {
  it("finds the admin routes in the route config", () => {
    expect(found.map((r) => r.file)).toEqual(
      expect.arrayContaining([
        "routes/admin/layout.tsx",
        "routes/admin/dashboard.tsx",
        "routes/admin/login.tsx",
        "routes/admin/reports-gst.tsx",
        "routes/admin/reports-gst-csv.ts",
      ]),
    );
  });

  for (const route of found.filter((r) => !PUBLIC_ADMIN_FILES.has(r.file))) {
    it(`guards ${route.file} (${route.url}) for every role, on every loader and action`, async () => {
      const module = (await import(`../app/${route.file}`)) as { loader?: Handler; action?: Handler };
      const handlers = [
        ["GET", module.loader],
        ["POST", module.action],
      ].filter((h): h is [string, Handler] => typeof h[1] === "function");
      expect(handlers.length, `${route.file} has neither loader nor action`).toBeGreaterThan(0);
      const needed = permissionOf(route.url);
      for (const [method, handler] of handlers) {
        expect(await outcome(handler, route.url, method, "anonymous"), `${method} anonymous`).toBe("sign-in");
        expect(await outcome(handler, route.url, method, "customer"), `${method} customer`).toBe("refused");
        expect(await outcome(handler, route.url, method, "staff"), `${method} staff`).toBe(
          can("staff", needed) ? "allowed" : "refused",
        );
        expect(await outcome(handler, route.url, method, "admin"), `${method} admin`).toBe("allowed");
      }
    });
  }

  it("sends an anonymous visitor to the admin sign-in and back to the page asked for", async () => {
    const { loader } = (await import("../app/routes/admin/dashboard")) as unknown as { loader: Handler };
    const thrown = await Promise.resolve(
      loader({ request: new Request("http://localhost:3000/admin/dashboard?x=1"), params: {}, context: {} }),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      `/admin/login?returnTo=${encodeURIComponent("/admin/dashboard?x=1")}`,
    );
  });
});
