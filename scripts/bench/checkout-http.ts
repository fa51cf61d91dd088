// HTTP side of `npm run bench:checkout`: buyer accounts through Better Auth, bags, and order requests.
import http from "node:http";

export interface Answer {
  status: number;
  setCookies: string[];
  body: string;
  /** From sending the request to the last byte of the answer. */
  ms: number;
}

export interface Buyer {
  email: string;
  /** Sent as X-Forwarded-For: the server trusts it from loopback, so each buyer has its own rate limits. */
  ip: string;
  cookie: string;
}

const PASSWORD = "Bench-checkout-2024!";

/** Keep-alive HTTP client bound to the shop's origin; POSTs carry the shop's own Origin (same-site). */
export class ShopClient {
  private readonly agent: http.Agent;

  constructor(
    readonly origin: string,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  send(
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const headers: Record<string, string> = { ...options.headers };
      if (method !== "GET") headers.origin = this.origin;
      if (options.body !== undefined) headers["content-length"] = String(Buffer.byteLength(options.body));
      const request = http.request(
        new URL(path, this.origin),
        { method, headers, agent: this.agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              setCookies: response.headers["set-cookie"] ?? [],
              body: Buffer.concat(chunks).toString("utf8"),
              ms: performance.now() - started,
            }),
          );
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(options.body);
    });
  }

  postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send("POST", path, {
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A distinct private address per buyer: 10.0.x.y. */
export const buyerAddress = (i: number) => `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const describe = (answer: Answer) => `${answer.status} ${answer.body.slice(0, 300)}`;

/** Signs up one account through Better Auth's HTTP endpoint (it stays unverified). */
export async function signUp(client: ShopClient, email: string, ip: string): Promise<void> {
  const answer = await client.postJson(
    "/api/auth/sign-up/email",
    { email, password: PASSWORD, name: "Bench Buyer" },
    { "x-forwarded-for": ip },
  );
  if (answer.status !== 200) throw new Error(`Sign-up of ${email} failed: ${describe(answer)}`);
}

/** Signs in and returns the session cookies ("name=value; ..."). */
export async function signIn(client: ShopClient, email: string, ip: string): Promise<string> {
  const answer = await client.postJson(
    "/api/auth/sign-in/email",
    { email, password: PASSWORD },
    { "x-forwarded-for": ip },
  );
  const cookie = answer.setCookies.map((c) => c.split(";")[0]).join("; ");
  if (answer.status !== 200 || !cookie.includes("session_token"))
    throw new Error(`Sign-in of ${email} failed: ${describe(answer)}`);
  return cookie;
}

/** Puts one unit of a variant in the buyer's bag through the shop's own form endpoint. */
export async function addToBag(client: ShopClient, buyer: Buyer, variantId: string): Promise<void> {
  const answer = await client.send("POST", "/cart/add", {
    headers: {
      cookie: buyer.cookie,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": buyer.ip,
    },
    body: new URLSearchParams({ variantId, quantity: "1", mode: "fetch" }).toString(),
  });
  if (answer.status !== 200)
    throw new Error(`Adding to the bag of ${buyer.email} failed: ${describe(answer)}`);
}

const SHIPPING_ADDRESS = {
  fullName: "Bench Buyer",
  email: "bench.buyer@example.com",
  phone: "+919876543210",
  addressLine1: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560001",
  country: "India",
};

/** POST /api/orders with a fresh Idempotency-Key; 201 is the only success. */
export function placeOrder(
  client: ShopClient,
  buyer: Buyer,
  paymentMethod: "razorpay" | "cod" = "razorpay",
): Promise<Answer> {
  return client.send("POST", "/api/orders", {
    headers: {
      cookie: buyer.cookie,
      "content-type": "application/json",
      "idempotency-key": `bench-${crypto.randomUUID()}`,
      "x-forwarded-for": buyer.ip,
    },
    body: JSON.stringify({ shippingAddress: SHIPPING_ADDRESS, paymentMethod }),
  });
}

/** Runs fn over items with at most `limit` at a time. */
export async function inBatches<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
