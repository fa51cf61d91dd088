import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import express from "express";
import {
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
} from "react-router";
import * as entry from "../../app/entry.server";
import * as root from "../../app/root";
import { csrfProtection } from "../../server/http/csrf";
import { pageRequestHandler } from "../../server/http/page-requests";
import { securityHeaders } from "../../server/http/security-headers";
import { apiFetch } from "../../server/lifecycle";
import type { ConfiguredRoute } from "./route-config";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** What React Router's Vite plugin does to a route module: its components receive loaderData and friends as props. */
function withProps(module: RouteModule): RouteModule {
  const { default: Component, ErrorBoundary, HydrateFallback } = module as unknown as Record<string, never>;
  return {
    ...module,
    ...(Component ? { default: UNSAFE_withComponentProps(Component) } : {}),
    ...(ErrorBoundary ? { ErrorBoundary: UNSAFE_withErrorBoundaryProps(ErrorBoundary) } : {}),
    ...(HydrateFallback ? { HydrateFallback: UNSAFE_withHydrateFallbackProps(HydrateFallback) } : {}),
  };
}

/**
 * The server build React Router's Vite plugin would produce for these routes: the real route modules
 * and entry, with a stand-in browser manifest (documents name script files that nobody downloads).
 */
export function serverBuild(routes: ConfiguredRoute[]): ServerBuild {
  const all = [
    { id: "root", parentId: undefined, file: "root.tsx", path: "", module: root as unknown as RouteModule },
    ...routes,
  ];
  const asset = (id: string) => `/assets/${id.replace(/\W/g, "-")}.js`;
  return {
    entry: { module: entry as unknown as ServerBuild["entry"]["module"] },
    routes: Object.fromEntries(
      all.map((r) => [
        r.id,
        {
          id: r.id,
          parentId: r.parentId,
          path: r.path,
          index: "index" in r ? r.index : undefined,
          caseSensitive: "caseSensitive" in r ? r.caseSensitive : undefined,
          module: withProps(r.module),
        },
      ]),
    ),
    assets: {
      version: "fuzz",
      url: "/assets/manifest-fuzz.js",
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: Object.fromEntries(
        all.map((r) => [
          r.id,
          {
            id: r.id,
            parentId: r.parentId,
            path: r.path,
            index: "index" in r ? r.index : undefined,
            hasAction: typeof r.module.action === "function",
            hasLoader: typeof r.module.loader === "function",
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasErrorBoundary: r.module.ErrorBoundary !== undefined,
            module: asset(r.id),
            imports: [],
            css: [],
            clientActionModule: undefined,
            clientLoaderModule: undefined,
            clientMiddlewareModule: undefined,
            hydrateFallbackModule: undefined,
          },
        ]),
      ),
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

export interface ShopServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * The shop's HTTP stack as server/http/main.ts puts it together in production (security headers,
 * cross-site check, the JSON API straight to Hono with the client's address, the page adapter with
 * its method, size and form checks, React Router), listening on a loopback port of this process.
 * A real socket is what gives the page adapter a real request stream to measure and refuse.
 * Client addresses come from X-Forwarded-For, as behind the trusted proxy of a deployment.
 */
export async function startShopServer(build: ServerBuild): Promise<ShopServer> {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(securityHeaders({ dev: false }));
  app.use(csrfProtection(undefined));
  const apiListener = getRequestListener(
    (request, bindings) => apiFetch(request, (bindings.incoming as express.Request).ip),
    { overrideGlobalObjects: false },
  );
  app.use((req, res, next) => {
    if (req.path.startsWith("/api/")) void apiListener(req, res);
    else next();
  });
  app.use(
    pageRequestHandler({
      build,
      mode: "production",
      publicOrigin: undefined,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        clientIp: req.ip,
      }),
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
