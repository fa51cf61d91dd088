import { describe, expect, it, vi } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { getDbHandle, setDbHandle } from "../../server/db/client";
import { action, loader } from "./newsletter-subscribe";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request("http://shop.test/newsletter/subscribe", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
  return action({ request, params: {}, context: {} } as unknown as ActionArgs);
}

/** A script's fetch: the answer is data for the form to show. */
async function fetched(fields: Record<string, string>) {
  const result = (await post(fields, { "sec-fetch-mode": "cors" })) as unknown as {
    data: unknown;
    init: { status: number } | null;
  };
  return { status: result.init?.status, body: result.data };
}

/** A form posted without JavaScript: the answer is a redirect back. */
async function navigated(fields: Record<string, string>, referer?: string) {
  const response = (await post(fields, {
    "sec-fetch-mode": "navigate",
    ...(referer ? { referer } : {}),
  })) as Response;
  return { status: response.status, location: response.headers.get("location") };
}

describe("POST /newsletter/subscribe from a script", () => {
  it("answers every outcome with the spec's message", async () => {
    expect(await fetched({ email: "asha@example.com", name: "Asha" })).toEqual({
      status: 200,
      body: { ok: true, status: "subscribed" },
    });
    expect(await fetched({ email: "" })).toEqual({
      status: 400,
      body: {
        ok: false,
        message: "Please enter your email address",
        fieldErrors: { email: "Please enter your email address" },
      },
    });
    expect((await fetched({ email: "asha@" })).body).toMatchObject({
      message: "Please enter a valid email address",
    });
    expect(await fetched({ email: "ASHA@example.com" })).toMatchObject({
      status: 409,
      body: { message: "This email is already subscribed to our newsletter" },
    });
  });

  it("says 'Failed to subscribe. Please try again.' when the database fails", async () => {
    const handle = getDbHandle();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    setDbHandle(undefined);
    try {
      expect(await fetched({ email: "ravi@example.com" })).toEqual({
        status: 500,
        body: { ok: false, message: "Failed to subscribe. Please try again." },
      });
      expect(logged.mock.calls[0][0]).toContain("newsletter subscription failed");
    } finally {
      setDbHandle(handle);
      logged.mockRestore();
    }
  });
});

describe("POST /newsletter/subscribe without JavaScript", () => {
  it("redirects back to the page it came from with the outcome", async () => {
    expect(await navigated({ email: "meera@example.com" }, "http://shop.test/blog?page=2")).toEqual({
      status: 303,
      location: "/blog?page=2&newsletter=subscribed#newsletter",
    });
    expect(await navigated({ email: "meera@example.com" }, "http://shop.test/?newsletter=invalid")).toEqual({
      status: 303,
      location: "/?newsletter=duplicate#newsletter",
    });
    expect((await navigated({ email: "nope" }, "http://shop.test/")).location).toBe(
      "/?newsletter=invalid#newsletter",
    );
  });

  it("never redirects to another site", async () => {
    expect((await navigated({ email: "" }, "https://evil.example/phish")).location).toBe(
      "/?newsletter=required#newsletter",
    );
    expect((await navigated({ email: "" }, "http://shop.test//evil.example/x")).location).toBe(
      "/?newsletter=required#newsletter",
    );
    expect((await navigated({ email: "" })).location).toBe("/?newsletter=required#newsletter");
  });

  it("sends a stray GET to the home page's signup form", () => {
    expect(loader().headers.get("location")).toBe("/#newsletter");
  });
});
