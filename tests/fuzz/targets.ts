import fs from "node:fs";
import path from "node:path";
import { api } from "../../server/api/app";
import type { ConfiguredRoute } from "./route-config";

/** A form action of the route config, with the field names and values its source mentions. */
export interface PageTarget {
  kind: "page";
  key: string;
  route: ConfiguredRoute;
  /** A resource route (no component): its answer is the action's own, no document is rendered. */
  resource: boolean;
  fields: string[];
  literals: string[];
}

export type OpenApiDoc = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
};

export interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

/** An API route: an operation of the OpenAPI document, or a route the Hono app serves outside it. */
export interface ApiTarget {
  kind: "api";
  key: string;
  method: string;
  /** Path with {param} placeholders; a trailing * stands for any rest of the path. */
  path: string;
  operation: OpenApiOperation;
  inDocument: boolean;
}

/** Routes of the config whose action the fuzz does not send pages to, and why. */
const NOT_PAGES: Record<string, string> = {
  // The HTTP entry sends /api/* to the Hono app before the page router; the API is fuzzed below.
  "routes/api.ts": "served by the API listener",
};

const fieldNames = (source: string) =>
  [...source.matchAll(/\.get\(\s*"([^"]{1,60})"\s*\)|\bname="([^"]{1,60})"/g)].map((m) => m[1] ?? m[2]);

/** The source of the app's components a route module imports (its forms live there). */
function importedComponents(file: string, source: string): string[] {
  const dir = path.dirname(path.resolve("app", file));
  return [...source.matchAll(/from "(\.{1,2}\/[^"]+)"/g)]
    .map((m) => path.resolve(dir, m[1]))
    .filter((p) => p.startsWith(path.resolve("app/components")))
    .flatMap((p) =>
      [`${p}.tsx`, `${p}.ts`, p].filter((f) => fs.existsSync(f) && fs.statSync(f).isFile()).slice(0, 1),
    )
    .map((f) => fs.readFileSync(f, "utf8"));
}

/**
 * Field names and compared literals of a route: `form.get("x")` and `name="x"` in its module and the
 * components it imports, `=== "x"` in its module.
 */
function namesInSource(file: string) {
  const source = fs.readFileSync(path.resolve("app", file), "utf8");
  const fields = [source, ...importedComponents(file, source)].flatMap(fieldNames);
  const literals = [...source.matchAll(/[!=]==?\s*"([\w-]{1,40})"/g)].map((m) => m[1]);
  return { fields: [...new Set(fields)], literals: [...new Set(literals)] };
}

/** Every route of the config that has an action: a new route is fuzzed without anyone listing it. */
export function pageTargets(routes: ConfiguredRoute[]): PageTarget[] {
  return routes
    .filter((r) => typeof r.module.action === "function" && !NOT_PAGES[r.file])
    .map((route) => ({
      kind: "page",
      key: `POST /${route.pattern} (${route.id})`,
      route,
      resource: route.module.default === undefined && route.module.ErrorBoundary === undefined,
      ...namesInSource(route.file),
    }));
}

/** The OpenAPI document, as the API serves it. */
export async function openApiDocument(): Promise<OpenApiDoc> {
  const response = await api.fetch(new Request("http://localhost/api/openapi.json"));
  return (await response.json()) as OpenApiDoc;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/**
 * Every operation of the OpenAPI document, and every route the Hono app serves that the document
 * leaves out (webhooks, the auth endpoints, the document itself), from the app's own route table.
 */
export function apiTargets(doc: OpenApiDoc): ApiTarget[] {
  const documented: ApiTarget[] = Object.entries(doc.paths).flatMap(([p, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        kind: "api" as const,
        key: `${method.toUpperCase()} ${p}`,
        method: method.toUpperCase(),
        path: p,
        operation,
        inDocument: true,
      })),
  );
  const asTemplate = (p: string) => p.replace(/:(\w+)/g, "{$1}");
  const seen = new Set(documented.map((t) => t.key));
  const served = api.routes
    .filter((r) => r.method !== "ALL" && METHODS.includes(r.method.toLowerCase()))
    .map((r) => ({ method: r.method, path: asTemplate(r.path) }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`));
  const extra = [...new Map(served.map((r) => [`${r.method} ${r.path}`, r])).values()].map((r) => ({
    kind: "api" as const,
    key: `${r.method} ${r.path}`,
    method: r.method,
    path: r.path,
    operation: {},
    inDocument: false,
  }));
  return [...documented, ...extra];
}
