import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";

/**
 * A page rendered in full keeps its bytes on its response under this registered symbol (the page
 * renderer and the HTTP server are bundled apart, so a module's own WeakMap would not reach across):
 * the server sends them as they are. A Fetch API response made with the bytes as its body would wrap
 * them in a stream, only for the server to read them back out (about 40 µs a page, and a 50 KB copy).
 */
const WHOLE_BODY = Symbol.for("shop.page.wholeBody");

/** The bytes of a page rendered in full, or undefined when its response streams (or is not a page). */
export function wholeBodyOf(response: Response): Buffer | undefined {
  return (response as Response & { [WHOLE_BODY]?: Buffer })[WHOLE_BODY];
}

/**
 * The page as one buffer when React had nothing left to wait for (most pages: their data is all
 * there; see wholeBodyOf), else a stream that starts with what is ready and carries the rest
 * (deferred data, lazy parts) as it comes. One buffer passes through compression and the socket in
 * one piece, where a stream of React's small chunks costs a write, a compression call and a stream
 * hop per chunk.
 */
export function pageResponse(
  pipe: (destination: Writable) => void,
  headers: Headers,
  status: number,
): Response {
  const ready: Buffer[] = [];
  let forward: PassThrough | undefined = undefined;
  // Once streaming, React writes each finished part as many small chunks in one go: they go on as one
  // buffer, so each part costs one stream hop, one compression call and one socket write.
  let part: Buffer[] = [];
  const sendPart = () => {
    if (part.length === 0 || !forward) return;
    const body = part.length === 1 ? part[0] : Buffer.concat(part);
    part = [];
    // A reader gone (the visitor left) stops React's rendering, as an error of its destination.
    if (forward.destroyed) collector.destroy();
    else forward.write(body, (error) => error && collector.destroy(error));
  };
  const collector = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!forward) ready.push(chunk);
      else {
        if (part.length === 0) queueMicrotask(sendPart);
        part.push(chunk);
      }
      done();
    },
    final(done) {
      sendPart();
      forward?.end();
      done();
    },
  });
  pipe(collector);
  // React writes everything it has rendered before pipe() returns, and ends the stream if that is all.
  if (collector.writableEnded) {
    const body = Buffer.concat(ready);
    headers.set("Content-Length", String(body.length));
    return Object.assign(new Response(null, { headers, status }), { [WHOLE_BODY]: body });
  }
  forward = new PassThrough();
  forward.write(Buffer.concat(ready));
  collector.on("error", (error) => forward?.destroy(error));
  return new Response(createReadableStreamFromReadable(forward), { headers, status });
}

const isThenable = (value: unknown) =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

/**
 * Whether a loader handed over data still to come (a promise in its result, shown through <Await>).
 * Only such pages gain from sending their shell early; the rest are sent once wholly rendered, which
 * includes React Router's inline copy of the loader data (encoded asynchronously, so under load it is
 * often unfinished when the shell is ready, and the page would go out as a stream of small chunks).
 */
export function hasDeferredData(loaderData: Record<string, unknown> | undefined): boolean {
  return Object.values(loaderData ?? {}).some(
    (data) =>
      isThenable(data) || (typeof data === "object" && data !== null && Object.values(data).some(isThenable)),
  );
}
