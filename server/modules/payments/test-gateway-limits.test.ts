/**
 * Bodies the test gateway will not read: too large (413), not its format (415) or malformed (400),
 * answered in Razorpay's error shape by the API and with a message page by the checkout; never 500.
 */
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { gateway, links, newOrder, options } from "./test-gateway.fixtures";

withTestDatabase();

const BASE = "http://gateway.test/test-gateway";
const TWO_MB = 2 * 1024 * 1024;
const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;

/** A body the way a server hands it on: with its Content-Length, or streamed without one. */
function request(path: string, body: string, headers: Record<string, string>, streamed: boolean) {
  const bytes = new TextEncoder().encode(body);
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: streamed ? headers : { ...headers, "content-length": String(bytes.length) },
    body: streamed
      ? new ReadableStream({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 64 * 1024)
              controller.enqueue(bytes.slice(i, i + 64 * 1024));
            controller.close();
          },
        })
      : bytes,
    duplex: "half",
  } as RequestInit);
}

async function razorpayErrorOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { code: string; description: string } };
  expect(body).toEqual({ error: { code: "BAD_REQUEST_ERROR", description: expect.any(String) } });
  return body.error.description;
}

async function pageOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  return response.text();
}

describe("test gateway API request bodies", () => {
  const json = { authorization: auth, "content-type": "application/json" };

  it("refuse a 2 MB body with 413", async () => {
    const body = JSON.stringify({ amount: 10000, currency: "INR", notes: { pad: "x".repeat(TWO_MB) } });
    for (const streamed of [false, true]) {
      const description = await razorpayErrorOf(
        await gateway.fetch(request("/v1/orders", body, json, streamed)),
        413,
      );
      expect(description).toBe("The request body is too large: at most 64 KB is accepted.");
    }
  });

  it("refuse malformed JSON with 400 and another format with 415", async () => {
    expect(
      await razorpayErrorOf(await gateway.fetch(request("/v1/orders", '{"amount": 1', json, false)), 400),
    ).toBe("The request body is not valid JSON.");
    expect(await razorpayErrorOf(await gateway.fetch(request("/v1/orders", "[1]", json, false)), 400)).toBe(
      "The request body must be a JSON object.",
    );
    const form = { authorization: auth, "content-type": "application/x-www-form-urlencoded" };
    const description = await razorpayErrorOf(
      await gateway.fetch(request("/v1/orders", "amount=10000&currency=INR", form, false)),
      415,
    );
    expect(description).toMatch(/application\/json/);
  });

  it("still take a normal order after refusing bodies", async () => {
    const response = await gateway.fetch(
      request("/v1/orders", JSON.stringify({ amount: 10000, currency: "INR" }), json, true),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ entity: "order", amount: 10000, status: "created" });
  });
});

describe("test gateway checkout form posts", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };

  it("refuse a 2 MB form with 413 and leave the order unpaid", async () => {
    const order = await newOrder();
    const body = new URLSearchParams({ ...links, method: "upi", pad: "x".repeat(TWO_MB) }).toString();
    for (const streamed of [false, true]) {
      for (const action of ["pay", "fail", "dismiss"]) {
        const page = await pageOf(
          await gateway.fetch(request(`/checkout/${order.id}/${action}`, body, form, streamed)),
          413,
        );
        expect(page).toContain("This form is too large");
        expect(page).toContain("at most 64 KB");
      }
    }
    expect(await gateway.state.order(order.id)).toMatchObject({ status: "created", attempts: 0 });
  });

  it("refuse a body that is not a form with 415, and a broken form with 400", async () => {
    const order = await newOrder();
    const json = { "content-type": "application/json" };
    const page = await pageOf(
      await gateway.fetch(request(`/checkout/${order.id}/pay`, JSON.stringify(links), json, false)),
      415,
    );
    expect(page).toContain("This form cannot be read");
    const multipart = { "content-type": "multipart/form-data; boundary=x" };
    const broken = await pageOf(
      await gateway.fetch(request(`/checkout/${order.id}/pay`, "not a multipart body", multipart, false)),
      400,
    );
    expect(broken).toContain("The form arrived incomplete");
    expect(await gateway.state.order(order.id)).toMatchObject({ status: "created", attempts: 0 });
  });
});
