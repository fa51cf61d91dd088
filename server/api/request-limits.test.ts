import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { getDb } from "../db/client";
import { user } from "../modules/customers/auth-schema";
import { registeredAccount } from "../../tests/fixtures/accounts";
import { api } from "./app";

withTestDatabase();

const call = (path: string, init?: RequestInit, clientIp = "192.0.2.10") =>
  api.fetch(new Request(`http://localhost:3000${path}`, init), { clientIp });
const customerCookies = async (email: string, role: "customer" | "admin" = "customer") =>
  (await registeredAccount(email, role)).cookie;

const placeOrder = (cookie: string, body: BodyInit, contentType: string) =>
  call("/api/orders", {
    method: "POST",
    headers: {
      cookie,
      "content-type": contentType,
      "idempotency-key": "key-12345678",
      origin: "http://localhost:3000",
    },
    body,
  });

describe("the JSON API refuses unreadable requests with a 4xx, never a 500", () => {
  it("answers malformed JSON with 400 and a clear message", async () => {
    const cookie = await customerCookies("kavya@example.com");
    const response = await placeOrder(cookie, "{not json", "application/json");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "INVALID", message: "The request body is not valid JSON" },
    });
  });

  it("answers a body that is not JSON with 415", async () => {
    const cookie = await customerCookies("tara@example.com");
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const response = await placeOrder(cookie, "paymentMethod=cod", type);
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: { code: "UNSUPPORTED_MEDIA_TYPE" } });
    }
  });

  it("answers an oversized body with 413 before reading it, declared or streamed", async () => {
    const big = JSON.stringify({ customerNotes: "x".repeat(200_000) });
    const declared = await call("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: { code: "TOO_LARGE" } });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});

describe("the buyer's order over the API", () => {
  it("is never kept by a shared cache", async () => {
    const response = await call("/api/orders/ORD-NONE");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("Better Auth's own endpoints", () => {
  it("offer only what the shop uses: admin, session-listing and impersonation endpoints answer 404, even to an admin", async () => {
    const cookie = await customerCookies("owner@example.com", "admin");
    const headers = { cookie, origin: "http://localhost:3000", "content-type": "application/json" };
    for (const path of [
      "/api/auth/admin/list-users",
      "/api/auth/list-sessions",
      "/api/auth/admin/list-user-sessions",
    ])
      expect((await call(path, { headers })).status, path).toBe(404);
    for (const [path, body] of [
      ["/api/auth/admin/impersonate-user", { userId: "x" }],
      ["/api/auth/admin/set-user-password", { userId: "x", newPassword: "Other@1234" }],
      [
        "/api/auth/admin/create-user",
        { email: "new@example.com", password: "Other@1234", name: "New", role: "admin" },
      ],
      ["/api/auth/admin/set-role", { userId: "x", role: "admin" }],
      ["/api/auth/update-user", { name: "Renamed" }],
      ["/api/auth/revoke-other-sessions", {}],
    ] as const) {
      const response = await call(path, { method: "POST", headers, body: JSON.stringify(body) });
      expect(response.status, path).toBe(404);
    }
    const [created] = await getDb().select().from(user).where(eq(user.email, "new@example.com"));
    expect(created).toBeUndefined();
    const session = await call("/api/auth/get-session", { headers });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: "owner@example.com" } });
  });
});
