import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { api } from "./app";

const ctx = withTestDatabase();

const call = (path: string, init?: RequestInit) => api.fetch(new Request(`http://localhost${path}`, init));

describe("JSON API", () => {
  it("reports the database state at /api/health", async () => {
    const response = await call("/api/health");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: "ok", database: { driver: ctx.driver, connected: true } });
    expect(body.database.migrations).toBeGreaterThan(0);
  });

  it("serves its OpenAPI 3.1 document", async () => {
    const response = await call("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/health"].get.summary).toMatch(/database/);
  });

  it("answers unknown routes with a JSON 404, never an HTML page or a 500", async () => {
    const response = await call("/api/no-such-thing", { method: "POST", body: "{bad json" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
