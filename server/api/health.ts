import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { getDatabaseHealth } from "../db/health";
import type { ApiEnv } from "./api-env";

const Health = z
  .object({
    status: z.enum(["ok", "error"]),
    database: z.object({
      driver: z.enum(["pglite", "postgres"]).nullable(),
      connected: z.boolean(),
      latencyMs: z.number().nullable(),
      migrations: z.number().int().nullable(),
    }),
    uptimeSeconds: z.number(),
  })
  .openapi("Health");

const route = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Whether the server and its database are working",
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: Health } } },
    503: { description: "The database is unreachable", content: { "application/json": { schema: Health } } },
  },
});

export function healthRoutes() {
  return new OpenAPIHono<ApiEnv>().openapi(route, async (c) => {
    const database = await getDatabaseHealth();
    const body = {
      status: database.connected ? ("ok" as const) : ("error" as const),
      database,
      uptimeSeconds: Math.round(process.uptime()),
    };
    return database.connected ? c.json(body, 200) : c.json(body, 503);
  });
}
