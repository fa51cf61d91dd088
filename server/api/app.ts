import { OpenAPIHono } from "@hono/zod-openapi";
import { AppError, toErrorResponse } from "../errors";
import { log } from "../log";
import { CLIENT_IP_HEADER, getAuth } from "../modules/customers/service";
import { analyticsRoutes } from "./analytics";
import { healthRoutes } from "./health";
import { orderRoutes } from "./orders";
import type { ApiEnv } from "./api-env";
import { apiBodyLimit, isPublicAuthRoute, privateByDefault } from "./request-limits";
import { webhookRoutes } from "./webhooks";

export type { ApiEnv } from "./api-env";

const notFound = (requestId: string) => ({
  error: { code: "NOT_FOUND", message: "No such API route", requestId },
});

/** The request Better Auth sees: its client address is ours, never a header the client chose. */
async function forAuth(request: Request, clientIp: string | undefined): Promise<Request> {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  // Rebuilt from its parts: the Node adapter's lightweight request cannot be copied by `new Request`.
  // The body is small by now (the API's body limit has run).
  const body = ["GET", "HEAD"].includes(request.method) ? undefined : await request.arrayBuffer();
  return new Request(request.url, { method: request.method, headers, body });
}

function createApi() {
  const api = new OpenAPIHono<ApiEnv>({
    // Invalid input is the caller's mistake: answer 400 with the first problem, never 500.
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join(".") || "request";
        const error = new AppError("INVALID", issue?.message ?? "Invalid request", {
          [field]: issue?.message ?? "",
        });
        const { status, body } = toErrorResponse(error, c.get("requestId"), log.error);
        return c.json(body, status as 400);
      }
    },
  }).basePath("/api");

  api.use(async (c, next) => {
    c.set("requestId", c.req.header("x-request-id")?.slice(0, 64) || crypto.randomUUID().slice(0, 16));
    await next();
  });
  api.use(privateByDefault);
  api.use(apiBodyLimit());

  api.onError((error, c) => {
    const { status, body } = toErrorResponse(error, c.get("requestId"), (m, e) => log.error(m, e));
    return c.json(body, status as 400);
  });
  api.notFound((c) => c.json(notFound(c.get("requestId")), 404));

  api.route("/", healthRoutes());
  api.route("/", analyticsRoutes());
  api.route("/", webhookRoutes());
  api.route("/", orderRoutes());
  api.on(["GET", "POST"], "/auth/*", async (c) =>
    isPublicAuthRoute(c.req.method, c.req.path)
      ? getAuth().handler(await forAuth(c.req.raw, c.env?.clientIp))
      : c.json(notFound(c.get("requestId")), 404),
  );

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Divine Threads shop API",
      version: "0.1.0",
      description:
        "JSON API of the shop. Money is integer paise; errors are { error: { code, message, requestId } }.",
    },
  });
  return api;
}

export const api = createApi();
