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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, SPA-mode builds and pages without deferred data get the whole document at once.
    const streamed =
      hasDeferredData(routerContext.staticHandlerContext.loaderData) &&
      !(userAgent && isbot(userAgent)) &&
      !routerContext.isSpaMode;
    const readyOption = streamed ? "onShellReady" : "onAllReady";
    const nonce = loadContext.cspNonce;

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(pageResponse(pipe, responseHeaders, responseStatusCode));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
