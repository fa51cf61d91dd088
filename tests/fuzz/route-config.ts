import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import routes from "../../app/routes";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** One route of app/routes.ts with its module loaded, as the build would hold it. */
export interface ConfiguredRoute {
  id: string;
  parentId: string;
  file: string;
  /** The full URL pattern, e.g. "checkout/payment/:orderNumber" ("" for the home page). */
  pattern: string;
  /** The path relative to the parent route, as React Router matches it. */
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: RouteModule;
}

/** React Router's default route id: the file name without its extension. */
const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

const join = (parent: string, path: string | undefined) =>
  [parent, path ?? ""].filter(Boolean).join("/").replace(/\/+/g, "/");

/**
 * Every route of the route config, in order, each module imported the way the server build imports
 * it. A module that cannot be imported is listed in `broken` (the build would fail on it) and stands
 * in as an empty module, so the other routes are still fuzzed.
 */
export async function loadRouteConfig(): Promise<{ routes: ConfiguredRoute[]; broken: string[] }> {
  const found: ConfiguredRoute[] = [];
  const broken: string[] = [];
  async function walk(entries: RouteConfigEntry[], parentId: string, parentPattern: string) {
    for (const entry of entries) {
      const pattern = join(parentPattern, entry.path);
      const module = (await import(/* @vite-ignore */ `../../app/${entry.file}`).catch((error: unknown) => {
        broken.push(`${entry.file}: ${error instanceof Error ? error.message : String(error)}`);
        return {};
      })) as RouteModule;
      const id = routeId(entry);
      found.push({
        id,
        parentId,
        file: entry.file,
        pattern,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module,
      });
      await walk(entry.children ?? [], id, pattern);
    }
  }
  await walk(routes, "root", "");
  return { routes: found, broken };
}
