import { isRouteErrorResponse } from "react-router";
import type { FuzzRequest, Who } from "./fuzz-request";
import type { ConfiguredRoute } from "./route-config";
import type { Visitors } from "./world";
import { takeWrites, type Write } from "./write-watch";

/** What came back for one request, and what it did to the database. */
export interface Outcome {
  status: number;
  /** The connection failed before an answer (a refused oversized body may close it early). */
  networkError?: string;
  writes: Write[];
  /** Lines written to console.error while the request ran (the server logs unexpected errors there). */
  logged: string[];
  /** What a route action threw that was neither a Response nor data(): React Router answers those 500. */
  thrown?: string;
  responsePreview: string;
}

const isExpectedThrow = (thrown: unknown) =>
  thrown instanceof Response ||
  isRouteErrorResponse(thrown) ||
  (typeof thrown === "object" &&
    thrown !== null &&
    "type" in thrown &&
    thrown.type === "DataWithResponseInit");

/**
 * Wraps every route action so the fuzz knows which actions actually ran and what they threw when
 * it was not a Response; the HTTP answer is the same as without the wrapper.
 */
export function instrumentActions(routes: ConfiguredRoute[]) {
  const calls = new Map<string, number>();
  const last: { thrown?: string } = {};
  for (const route of routes) {
    const action = route.module.action;
    if (typeof action !== "function") continue;
    route.module = {
      ...route.module,
      action: async (args: Parameters<typeof action>[0]) => {
        calls.set(route.id, (calls.get(route.id) ?? 0) + 1);
        try {
          return await action(args);
        } catch (thrown) {
          if (!isExpectedThrow(thrown))
            last.thrown = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
          throw thrown;
        }
      },
    };
  }
  return {
    calls,
    takeThrown: () => {
      const thrown = last.thrown;
      last.thrown = undefined;
      return thrown;
    },
  };
}

export interface Prober {
  origin: string;
  visitors: Visitors;
  takeThrown: () => string | undefined;
  takeLogged: () => string[];
}

const preview = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text).replace(/\s+/g, " ");

/** The body as fetch should send it: bytes when a string has no content type (not text/plain), or a stream. */
function bodyToSend(request: FuzzRequest) {
  const { body } = request;
  if (body === undefined || body instanceof FormData) return body;
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  if (!request.chunked) return typeof body === "string" && request.headers["content-type"] ? body : bytes;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 16_384) controller.enqueue(bytes.subarray(i, i + 16_384));
      controller.close();
    },
  });
}

/** Sends one request as the visitor and notes the answer and every table it wrote to. */
export async function probe(prober: Prober, request: FuzzRequest, who: Who): Promise<Outcome> {
  const own = await prober.visitors.cookieOf(who);
  const cookie = [request.cookieTrick, own].filter(Boolean).join("; ");
  const body = bodyToSend(request);
  if (prober.visitors.takeWrote()) await takeWrites();
  prober.takeLogged();
  let status = 0;
  let networkError: string | undefined;
  let responsePreview = "";
  try {
    const response = await fetch(`${prober.origin}${request.url}`, {
      method: request.method,
      // A fresh connection each time: a refused body may leave the previous one half-read and closed.
      headers: { ...request.headers, ...(cookie ? { cookie } : {}), connection: "close" },
      body,
      redirect: "manual",
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
    status = response.status;
    responsePreview = preview(await response.text());
  } catch (error) {
    networkError = String((error as { cause?: unknown }).cause ?? error);
  }
  const writes = await takeWrites();
  if (writes.some((w) => w.table === "session" || w.table === "user")) prober.visitors.recheck();
  return {
    status,
    networkError,
    writes,
    logged: prober.takeLogged(),
    thrown: prober.takeThrown(),
    responsePreview,
  };
}
