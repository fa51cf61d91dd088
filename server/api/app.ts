import { OpenAPIHono } from "@hono/zod-openapi";
import { AppError, toErrorResponse } from "../errors";
import { log } from "../log";
import { getAuth } from "../modules/customers/service";
import { analyticsRoutes } from "./analytics";
import { healthRoutes } from "./health";
import { orderRoutes } from "./orders";
import { webhookRoutes } from "./webhooks";

export type ApiEnv = { Variables: { requestId: string } };

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
    c.set("requestId", c.req.header("x-request-id") ?? crypto.randomUUID().slice(0, 16));
    await next();
  });

  api.onError((error, c) => {
    const { status, body } = toErrorResponse(error, c.get("requestId"), (m, e) => log.error(m, e));
    return c.json(body, status as 400);
  });
  api.notFound((c) =>
    c.json(
      { error: { code: "NOT_FOUND", message: "No such API route", requestId: c.get("requestId") } },
      404,
    ),
  );

  api.route("/", healthRoutes());
  api.route("/", analyticsRoutes());
  api.route("/", webhookRoutes());
  api.route("/", orderRoutes());
  api.on(["GET", "POST"], "/auth/*", (c) => getAuth().handler(c.req.raw));

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
