import http from "node:http";
import { expect, test } from "@playwright/test";

// Raw HTTP requests against the running shop; no browser needed.
const PORT = Number(process.env.E2E_PORT ?? 3100);

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request exactly as given (any method, chunked or not), with the answer read in full. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
  chunked = false,
): Promise<RawAnswer> {
  const length = body !== undefined && !chunked ? { "content-length": String(Buffer.byteLength(body)) } : {};
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path,
        headers: { origin: `http://127.0.0.1:${PORT}`, ...length, ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (c: string) => (text += c));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on("error", reject);
    if (body !== undefined && chunked) {
      const data = Buffer.from(body);
      for (let i = 0; i < data.length; i += 16_384) request.write(data.subarray(i, i + 16_384));
    } else if (body !== undefined) request.write(body);
    request.end();
  });
}

const FORM_ROUTES = [
  "/login",
  "/register",
  "/cart",
  "/contact",
  "/checkout",
  "/cart/add",
  "/profile",
  "/reset-password",
];

test.describe("page routes refuse what no form sends, with a clear 4xx", () => {
  test("methods other than GET, HEAD and POST answer 405 with Allow", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS"]) {
      for (const path of ["/login", "/cart", "/"]) {
        const answer = await raw(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD, POST");
        expect(answer.body).toContain("accepts only GET and POST");
      }
    }
  });

  test("a body that is not a form answers 415, a broken multipart form 400", async () => {
    for (const path of FORM_ROUTES) {
      const json = await raw("POST", path, { "content-type": "application/json" }, '{"email":"a@b.in"}');
      expect(json.status, path).toBe(415);
      const broken = await raw(
        "POST",
        path,
        { "content-type": "multipart/form-data; boundary=XYZ" },
        '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nno closing boundary',
      );
      expect(broken.status, path).toBe(400);
      expect(broken.body).toContain("could not be read");
    }
  });

  test("a body over the limit answers 413, declared or streamed", async () => {
    const big = `message=${"x".repeat(300 * 1024)}`;
    const type = { "content-type": "application/x-www-form-urlencoded" };
    expect((await raw("POST", "/contact", type, big)).status).toBe(413);
    expect(
      (await raw("POST", "/contact", { ...type, "transfer-encoding": "chunked" }, big, true)).status,
    ).toBe(413);
  });

  test("a 160,000-character password is refused at once and never stalls other visitors", async () => {
    const form = new URLSearchParams({
      fullName: "Asha Verma",
      email: "long-password@example.com",
      password: "a".repeat(160_000),
      confirmPassword: "x",
      acceptTerms: "on",
    }).toString();
    const started = Date.now();
    const [register, health] = await Promise.all([
      raw("POST", "/register", { "content-type": "application/x-www-form-urlencoded" }, form),
      new Promise<RawAnswer>((resolve) => setTimeout(() => resolve(raw("GET", "/api/health")), 20)),
    ]);
    expect(register.status).toBe(400);
    expect(register.body).toContain("Password must be less than 128 characters");
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test("the flash cookie is Secure when the shop is reached over https through its proxy", async () => {
    const answer = await raw(
      "POST",
      "/cart/add",
      {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-proto": "https",
        origin: `https://127.0.0.1:${PORT}`,
      },
      "variantId=00000000-0000-0000-0000-000000000000&quantity=1",
    );
    expect(answer.status).toBe(302);
    const flash = (answer.headers["set-cookie"] ?? []).find((c) => c.startsWith("flash="));
    expect(flash).toMatch(/; Secure/);
  });
});
