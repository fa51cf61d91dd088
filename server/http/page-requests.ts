import type { IncomingMessage } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { publicOrigin } from "./origin";
import { wholeBodyOf } from "./page-response";
import { sendWholeBody } from "./whole-body";

/** Largest form body a page accepts; the shop's forms are a few kilobytes. */
export const PAGE_BODY_LIMIT = 256 * 1024;
const PAGE_METHODS = "GET, HEAD, POST";
/** The test gateway mimics Razorpay's JSON API under its pages, and checks its own bodies. */
const ANY_BODY_TYPE = /^\/test-gateway\//;
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export const PAGE_REQUEST_MESSAGES = {
  method: "This page accepts only GET and POST requests.",
  tooLarge: `The form sent is too large (the limit is ${PAGE_BODY_LIMIT / 1024} KB).`,
  type: "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.",
  broken: "The form sent could not be read. Please reload the page and try again.",
  badUrl: "This address could not be read.",
} as const;

const MB = 1024 * 1024;
/**
 * The back office's pages that take image files (spec section 9: each under 5 MB) accept more:
 * the image library's upload one file at a time, a category or product form an image and an icon.
 */
const UPLOAD_BODY_LIMITS: { path: RegExp; limit: number }[] = [
  { path: /^\/admin\/images\/upload(\.data)?$/i, limit: 6 * MB },
  // A category's image, banner and icon (3 x 5 MB); a product form takes its images through the library.
  { path: /^\/admin\/categories\/[^/]+(\.data)?$/i, limit: 16 * MB },
  { path: /^\/admin\/products\/[^/]+(\.data)?$/i, limit: 11 * MB },
  // A catalogue file of up to 15 MB, with the form around it.
  { path: /^\/admin\/import\/(preview|apply|report)(\.data)?$/i, limit: 16 * MB },
];

/** The largest body a POST to this page may send. */
export function pageBodyLimit(path: string): number {
  return UPLOAD_BODY_LIMITS.find((entry) => entry.path.test(path))?.limit ?? PAGE_BODY_LIMIT;
}

const tooLargeMessage = (limit: number) =>
  limit === PAGE_BODY_LIMIT
    ? PAGE_REQUEST_MESSAGES.tooLarge
    : `The form sent is too large (the limit is ${limit / MB} MB).`;

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** The configured public origin (APP_URL); without one, the origin the request came in on. */
  publicOrigin: string | undefined;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

class BodyTooLarge extends Error {}

/**
 * A page request whose signal is the given one. Made with a signal, a Fetch API request ties a copy of
 * it to the signal through a WeakRef and a FinalizationRegistry, which V8 clears only in a full
 * collection: each page's request, and what its signal's listeners hold, outlived the young
 * generation (docs/performance.md, "Requests no longer tied to their signals").
 */
export class PageRequest extends Request {
  readonly #signal: AbortSignal;
  constructor(url: URL, init: RequestInit, signal: AbortSignal) {
    super(url, init);
    this.#signal = signal;
  }
  override get signal(): AbortSignal {
    return this.#signal;
  }
}

/** Reads a request body up to `limit` bytes; more than that is refused without reading the rest. */
async function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The reason a page request's body is refused, or null when the page may read it as a form. */
async function bodyProblem(path: string, contentType: string, body: Uint8Array<ArrayBuffer>) {
  if (ANY_BODY_TYPE.test(path) || (body.length === 0 && !contentType)) return null;
  if (!FORM_TYPES.test(contentType)) return { status: 415, message: PAGE_REQUEST_MESSAGES.type };
  try {
    await new Response(body, { headers: { "content-type": contentType } }).formData();
    return null;
  } catch {
    return { status: 400, message: PAGE_REQUEST_MESSAGES.broken };
  }
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, v);
      } catch {
        // A header value the Fetch API cannot hold is dropped rather than failing the request.
      }
    }
  }
  return headers;
}

function refuse(res: ExpressResponse, status: number, message: string) {
  if (status === 405) res.set("Allow", PAGE_METHODS);
  if (status === 413) res.set("Connection", "close");
  res.status(status).type("text/plain").send(message);
}

/**
 * Serves the page routes through React Router. Unlike the stock Express adapter it refuses, before any
 * loader or action runs, what no page can use: methods other than GET, HEAD and POST (405), bodies
 * over the limit (413), bodies that are not forms (415) or broken forms (400). The request's URL has
 * the shop's public origin, so React Router's own origin check for actions agrees with ours.
 */
export function pageRequestHandler(options: PageHandlerOptions) {
  const handleRequest = createRequestHandler(options.build, options.mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (!["GET", "HEAD", "POST"].includes(req.method))
        return refuse(res, 405, PAGE_REQUEST_MESSAGES.method);
      let body: Uint8Array<ArrayBuffer> | undefined;
      if (req.method === "POST") {
        const limit = pageBodyLimit(req.path);
        try {
          body = await readBody(req, limit);
        } catch (error) {
          if (error instanceof BodyTooLarge) return refuse(res, 413, tooLargeMessage(limit));
          throw error;
        }
        const problem = await bodyProblem(req.path, req.get("content-type") ?? "", body);
        if (problem) return refuse(res, problem.status, problem.message);
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      let url: URL;
      try {
        url = new URL(`${publicOrigin(req, options.publicOrigin)}${req.originalUrl}`);
      } catch {
        return refuse(res, 400, PAGE_REQUEST_MESSAGES.badUrl);
      }
      const headers = toHeaders(req);
      // A POST without a body or a content type is an empty form: actions read it as one (and refuse
      // what is missing) instead of failing on a request that has no form to read.
      if (body?.length === 0 && !headers.has("content-type") && !ANY_BODY_TYPE.test(req.path))
        headers.set("content-type", "application/x-www-form-urlencoded");
      const request = new PageRequest(url, { method: req.method, headers, body }, controller.signal);
      const response = await handleRequest(request, options.getLoadContext(req, res));
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  // A page rendered in full (page-response.ts), or any answer of known length, goes out in one
  // piece, compressed in one call.
  const whole = wholeBodyOf(response);
  if (whole) return sendWholeBody(req, res, whole);
  if (!response.body) return void res.end();
  if (response.headers.has("Content-Length") && !response.headers.has("Content-Encoding"))
    return sendWholeBody(req, res, Buffer.from(await response.arrayBuffer()));
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
