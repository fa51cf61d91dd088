import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

// The HTTP server starts and stops the shop through these (one copy of the server code).
export { apiFetch, bootstrap, shutdown, uploadsDir } from "../server/lifecycle";
import { hasDeferredData, pageResponse } from "../server/http/page-response";

export const streamTimeout = 5_000;

/**
 * Logs what went wrong on the server. React Router's own refusals (a POST to a page without an action
 * answers 405, an unknown .data address 404) are the caller's mistake, not ours: they are not logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(cause ?? error);
};

/**
 * A page with deferred data is sent whole when all of it arrives within this long after the shell:
 * one buffer compressed in one call costs far less than a stream of parts, and a wait this short is
 * not seen on a phone's connection. Slower data streams in as it comes, after the shell.
 */
export const WHOLE_WITHIN_MS = 50;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let sent = false;
    let streamAfter: ReturnType<typeof setTimeout> | undefined;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, SPA-mode builds and pages without deferred data get the whole document at once.
    const streamed =
      hasDeferredData(routerContext.staticHandlerContext.loaderData) &&
      !(userAgent && isbot(userAgent)) &&
      !routerContext.isSpaMode;
    const nonce = loadContext.cspNonce;
    // A page that may stream answers with its status when the shell was ready, whether it then goes
    // out whole or in parts: an error inside a boundary later on does not make it a 500 either way.
    let shellStatus: number | undefined;
    const send = () => {
      if (sent) return;
      sent = true;
      clearTimeout(streamAfter);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(pageResponse(pipe, responseHeaders, shellStatus ?? responseStatusCode));
    };

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          if (!streamed) return;
          shellStatus = responseStatusCode;
          streamAfter = setTimeout(send, WHOLE_WITHIN_MS);
        },
        onAllReady() {
          clearTimeout(abortAfter);
          send();
        },
        onShellError(error: unknown) {
          clearTimeout(abortAfter);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // Cleared once the render is over (the callbacks above run later): a pending timer keeps the whole
    // render (the router's context, every loader's data, React's request) alive until it fires, about
    // a thousand pages' worth at 170 pages a second, which filled the old generation under load.
    const abortAfter = setTimeout(abort, streamTimeout + 1000);
  });
}
