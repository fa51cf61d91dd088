import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withTestDatabase } from "../setup/test-database";
import { apiRequest } from "./api-inputs";
import type { FuzzRequest, Who } from "./fuzz-request";
import { pageRequest } from "./page-inputs";
import { instrumentActions, probe, type Prober } from "./probe";
import { describeProblem, type Problem, problemOf } from "./problems";
import { loadRouteConfig } from "./route-config";
import { serverBuild, type ShopServer, startShopServer } from "./shop-server";
import { FuzzStats } from "./stats";
import { apiTargets, openApiDocument, type PageTarget, pageTargets, type ApiTarget } from "./targets";
import { buildWorld } from "./world";
import { takeWrites, watchWrites } from "./write-watch";

withTestDatabase();

/** Fixed so a failure reproduces; FUZZ_SEED=... explores other requests, FUZZ_REQUESTS=... sends more. */
const SEED = Number(process.env.FUZZ_SEED ?? 716_2024);
const AT_LEAST = Number(process.env.FUZZ_REQUESTS ?? 2_000);
const VISITORS: Who[] = ["anonymous", "customer", "admin"];

/** A seed per route and visitor, so adding a route does not change the requests sent to the others. */
function cellSeed(key: string, who: Who): number {
  let hash = SEED | 0;
  for (const ch of `${key} ${who}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

type Target = (PageTarget | ApiTarget) & { requests: fc.Arbitrary<FuzzRequest> };

describe("malformed requests to every form action and API route", () => {
  let server: ShopServer;
  let targets: Target[] = [];
  let brokenModules: string[] = [];
  let actionCalls: Map<string, number>;
  let prober: Prober;
  let warnings = 0;

  beforeAll(async () => {
    const { routes, broken } = await loadRouteConfig();
    brokenModules = broken;
    const instrumented = instrumentActions(routes);
    actionCalls = instrumented.calls;
    const doc = await openApiDocument();
    const { ids, visitors } = await buildWorld();
    await watchWrites();
    await takeWrites();
    server = await startShopServer(serverBuild(routes));
    targets = [
      ...pageTargets(routes).map((t) => ({ ...t, requests: pageRequest(t, ids, server.origin) })),
      ...apiTargets(doc).map((t) => ({ ...t, requests: apiRequest(t, doc, ids, server.origin) })),
    ];
    // Unexpected errors reach console.error (the server's log, React Router's error handler).
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" "));
    });
    // Warnings (React Router on undecodable paths, Better Auth on failed sign-ins) are expected here.
    vi.spyOn(console, "warn").mockImplementation(() => warnings++);
    prober = {
      origin: server.origin,
      visitors,
      takeThrown: instrumented.takeThrown,
      takeLogged: () => logged.splice(0),
    };
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
  });

  it("finds the form actions in the route config and the operations in the OpenAPI document", () => {
    expect(brokenModules, "route modules that cannot be imported").toEqual([]);
    expect(targets.map((t) => t.key)).toEqual(
      expect.arrayContaining([
        "POST /cart (routes/cart)",
        "POST /checkout/payment/:orderNumber (routes/checkout-payment)",
        "POST /admin/login (routes/admin/login)",
        "POST /api/orders",
        "GET /api/orders/{orderNumber}",
        "POST /api/webhooks/razorpay",
      ]),
    );
  });

  it(
    `answers at least ${AT_LEAST} of them without a 5xx, and a refused one changes no data`,
    async () => {
      const started = Date.now();
      const perCell = Math.max(8, Math.ceil(AT_LEAST / (targets.length * VISITORS.length)));
      const stats = new FuzzStats();
      const problems: Problem[] = [];
      for (const target of targets) {
        for (const who of VISITORS) {
          const seed = cellSeed(target.key, who);
          for (const request of fc.sample(target.requests, { seed, numRuns: perCell })) {
            const began = performance.now();
            const outcome = await probe(prober, request, who);
            stats.record(target.key, request, outcome, performance.now() - began);
            const why = problemOf(outcome);
            if (why) problems.push({ who, request, outcome, why });
          }
        }
      }
      const pages = targets.filter((t): t is Target & PageTarget => t.kind === "page");
      const unreached = pages.filter((t) => !actionCalls.get(t.route.id)).map((t) => t.key);
      console.log(
        [
          `fuzz: seed ${SEED}, ${stats.sent} requests, ${targets.length} routes covered (${pages.length} form ` +
            `actions, ${targets.length - pages.length} API routes) as ${VISITORS.join(", ")}; ` +
            `${stats.serverErrors} answered 5xx, ${problems.length} problems, ${Date.now() - started} ms`,
          `fuzz: actions never reached: ${unreached.join(", ") || "none"}; ` +
            `visitors signed in again ${prober.visitors.renewals} times; ${warnings} warnings`,
          ...stats.lines(),
        ].join("\n"),
      );
      expect(stats.sent).toBeGreaterThanOrEqual(AT_LEAST);
      expect(problems.map(describeProblem).join("\n\n")).toBe("");
    },
    Math.max(300_000, AT_LEAST * 150),
  );
});
