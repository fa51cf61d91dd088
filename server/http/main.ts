import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import v8 from "node:v8";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { parseEnv } from "../config/env";
import { getRequestListener } from "@hono/node-server";
import type { Lifecycle } from "../lifecycle";
import { csrfProtection } from "./csrf";
import { pageCache } from "./page-cache";
import { pageRequestHandler } from "./page-requests";
import { createAppServer } from "./app-server";
import { takeHandedConnections } from "./connection-balancer";
import { superviseProcesses } from "./processes";
import { securityHeaders } from "./security-headers";
import { GZIP_LEVEL } from "./whole-body";

const dev = process.env.NODE_ENV === "development";
const STOP_TIMEOUT_MS = 4000;
const HAS_EXTENSION = /\.[^/]+$/;

function fail(error: unknown): never {
  // Configuration and database problems are one clear line; anything else keeps its stack.
  const expected = error instanceof Error && /Config|DatabaseOpen|SchemaVersion/.test(error.name);
  console.error(expected ? `Cannot start the shop: ${(error as Error).message}` : error);
  process.exit(1);
}

async function main() {
  const env = parseEnv(process.env);
  // Read by V8 at each full collection, so setting it here, before the shop's first page, is in time.
  v8.setFlagsFromString(`--heap-growing-percent=${env.HEAP_GROWTH_PERCENT}`);
  // A page's objects live only as long as its request, but with several pages in flight V8 finds them
  // alive at young collections and starts allocating them in the old generation, which then fills
  // with the garbage of finished pages (decision 038).
  v8.setFlagsFromString("--no-allocation-site-pretenuring");
  const announce = () => console.log(`Divine Threads is running at http://localhost:${env.PORT}`);
  // A terminal's Ctrl-C reaches every process; serving processes stop when the supervisor says so.
  if (cluster.isWorker) process.on("SIGINT", () => undefined);
  if (!dev && cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
    superviseProcesses({
      count: env.WEB_CONCURRENCY,
      entry: fileURLToPath(import.meta.url),
      port: env.PORT,
      announce,
    });
    return;
  }
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  const configuredOrigin = env.APP_URL ? new URL(env.APP_URL).origin : undefined;
  const imageOrigins = [env.S3_PUBLIC_URL, env.S3_ENDPOINT]
    .filter((u) => u !== undefined)
    .map((u) => new URL(u).origin);
  app.use(securityHeaders({ dev, imageOrigins, razorpay: env.RAZORPAY_KEY_ID !== undefined }));
  app.use(compression({ level: GZIP_LEVEL }));
  app.use(csrfProtection(configuredOrigin));

  let loadBuild: () => Promise<ServerBuild>;
  if (dev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    loadBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildFile = path.resolve("build/server/index.js");
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    loadBuild = async () => build;
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
    const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
    // A file lookup only for names with an extension (every public file has one): pages and API calls
    // would each pay for a failed stat and the error object built for it.
    app.use((req, res, next) =>
      HAS_EXTENSION.test(req.path) && !req.path.startsWith("/api/") ? publicFiles(req, res, next) : next(),
    );
  }

  const lifecycle = (await loadBuild()).entry.module as unknown as Lifecycle;
  await lifecycle.bootstrap().catch(fail);

  const uploads = lifecycle.uploadsDir();
  // The JSON API goes straight to its Hono app: no page routing, no React, less work per request.
  const apiListener = getRequestListener(
    // Express has already worked out the client's address from the socket and the trusted proxies.
    async (request, bindings) =>
      (dev ? ((await loadBuild()).entry.module as unknown as Lifecycle) : lifecycle).apiFetch(
        request,
        (bindings.incoming as express.Request).ip,
      ),
    { overrideGlobalObjects: false },
  );
  app.use((req, res, next) => {
    if (req.path.startsWith("/api/")) void apiListener(req, res);
    else next();
  });

  // Invoices and mail attachments live under private/: only their owners reach them, through the app.
  app.use("/uploads/private", (_req, res) => void res.status(404).end());
  if (uploads)
    app.use("/uploads", express.static(uploads, { maxAge: "1h", index: false, fallthrough: false }));

  if (!dev) app.use(pageCache({ ttlMs: env.PAGE_CACHE_SECONDS * 1000 }));
  app.use(
    pageRequestHandler({
      // Given a function, React Router derives its route tables again on every request (so the dev
      // server's edits show); the production build never changes, so it gets the build itself.
      build: dev ? loadBuild : await loadBuild(),
      mode: dev ? "development" : "production",
      publicOrigin: configuredOrigin,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        clientIp: req.ip,
      }),
    }),
  );

  // Of several processes, the supervisor holds the port, hands out the connections and says it once all
  // are ready.
  const server = createAppServer(app);
  if (cluster.isPrimary) server.listen(env.PORT, announce);
  server.on("error", fail);
  const handed = cluster.isWorker ? takeHandedConnections(server) : undefined;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping`);
    setTimeout(() => {
      console.error("Shutdown took too long; exiting");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    // Finish requests in flight before the database closes, so no write is lost.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A serving process's server never listened: its close does not wait for handed connections.
    const finished = handed ? handed.drained() : closed;
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 1500).unref();
    finished
      .then(() => lifecycle.shutdown())
      .then(() => process.exit(0))
      .catch((error) => {
        console.error("Error while stopping", error);
        process.exit(1);
      });
  };
  if (cluster.isPrimary) process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch(fail);
