import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake answers to one generateContent request. */
export type FakeGeminiReply =
  | { kind: "success"; details?: Record<string, unknown> }
  /** The model's text is given as is (e.g. JSON in a code fence). */
  | { kind: "text"; text: string }
  | { kind: "rate-limit" }
  | { kind: "unauthorized" }
  | { kind: "forbidden" }
  | { kind: "server-error" }
  /** The model's text is cut-off JSON. */
  | { kind: "malformed" }
  /** The HTTP body itself is not JSON. */
  | { kind: "broken-body" }
  /** Valid JSON without name, category and description. */
  | { kind: "missing-fields" }
  /** Never answers; the connection stays open until the caller gives up or the fake closes. */
  | { kind: "hang" };

export interface FakeGeminiRequest {
  path: string;
  /** The key as sent (x-goog-api-key header or key= parameter). */
  apiKey: string | null;
  body: {
    contents?: { parts?: { text?: string; inlineData?: { mimeType: string; data: string } }[] }[];
    generationConfig?: Record<string, unknown>;
  };
}

/** What the model says about the sample photo: a maroon Banarasi saree. */
export const SAMPLE_DETAILS = {
  name: "Maroon Banarasi Silk Saree with Zari Border",
  short_description: "A maroon Banarasi silk saree woven with gold zari buttis and a rich pallu.",
  description:
    "Woven in Varanasi from pure silk, this maroon saree carries gold zari buttis across the body.\n\nThe heavy pallu and broad border make it a choice for weddings and festive evenings.",
  category: "Traditional Wear",
  subcategory: "Sarees",
  tags: ["banarasi", "silk saree", "zari"],
  material: "Pure silk",
  color: "Maroon",
  brand: "",
  meta_title: "Maroon Banarasi Silk Saree | Zari Border",
  meta_description:
    "Shop a maroon Banarasi silk saree with gold zari buttis and a rich pallu, woven in Varanasi.",
  care_instructions: "Dry clean only. Store folded in a muslin cloth.",
  suggested_price_range: { min: 8500, max: 12500, currency: "INR" },
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify(body));
};

const apiError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

const modelAnswer = (text: string) => ({
  candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
  modelVersion: "gemini-2.5-flash",
});

/**
 * A local stand-in for the Gemini API's generateContent, spoken to through the real SDK (point
 * GEMINI_BASE_URL at `url`). Replies are taken from a queue (`reply(...)`), then `fallback`.
 * With `apiKey` set, any other key is refused as Google refuses it (400, API_KEY_INVALID).
 */
export async function startFakeGemini(options: { port?: number; apiKey?: string } = {}) {
  const queue: FakeGeminiReply[] = [];
  const requests: FakeGeminiRequest[] = [];
  let fallback: FakeGeminiReply = { kind: "success" };

  const answer = (res: http.ServerResponse, reply: FakeGeminiReply) => {
    switch (reply.kind) {
      case "success":
        return json(res, 200, modelAnswer(JSON.stringify(reply.details ?? SAMPLE_DETAILS)));
      case "text":
        return json(res, 200, modelAnswer(reply.text));
      case "rate-limit":
        return json(res, 429, apiError(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted."));
      case "unauthorized":
        return json(res, 401, apiError(401, "UNAUTHENTICATED", "Request had invalid credentials."));
      case "forbidden":
        return json(res, 403, apiError(403, "PERMISSION_DENIED", "Permission denied."));
      case "server-error":
        return json(res, 500, apiError(500, "INTERNAL", "An internal error has occurred."));
      case "malformed":
        return json(res, 200, modelAnswer('{"name": "Maroon saree", "category": "Traditional'));
      case "broken-body":
        res.writeHead(200, { "Content-Type": "application/json" });
        return res.end("<html>upstream proxy error</html>");
      case "missing-fields":
        return json(res, 200, modelAnswer(JSON.stringify({ color: "Maroon", tags: ["silk"] })));
      case "hang":
        return undefined;
    }
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || !/^\/v1beta\/models\/[^/:]+:generateContent$/.test(url.pathname))
        return json(res, 404, apiError(404, "NOT_FOUND", `No such method: ${url.pathname}`));
      const apiKey = (req.headers["x-goog-api-key"] as string | undefined) ?? url.searchParams.get("key");
      let body: FakeGeminiRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as FakeGeminiRequest["body"];
      } catch {
        return json(res, 400, apiError(400, "INVALID_ARGUMENT", "Invalid JSON payload received."));
      }
      requests.push({ path: url.pathname, apiKey, body });
      if (options.apiKey !== undefined && apiKey !== options.apiKey)
        return json(
          res,
          400,
          apiError(
            400,
            "INVALID_ARGUMENT",
            "API key not valid. Please pass a valid API key. (API_KEY_INVALID)",
          ),
        );
      answer(res, queue.shift() ?? fallback);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Replies for the next requests, in order. */
    reply: (...replies: FakeGeminiReply[]) => void queue.push(...replies),
    /** The reply once the queue is empty (success unless changed). */
    setFallback: (reply: FakeGeminiReply) => void (fallback = reply),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      fallback = { kind: "success" };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;
