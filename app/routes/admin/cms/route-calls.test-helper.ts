import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { Toaster } from "../../../components/ui/toaster";

/** Calls a route's loader or action as React Router would, with a signed-in cookie (tests only). */

type Handler = (args: never) => unknown;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** Set for a redirect. */
  location?: string | null;
  setCookie?: string | null;
}

function toAnswer(result: unknown): Answer {
  if (result instanceof Response)
    return {
      status: result.status,
      body: {},
      location: result.headers.get("location"),
      setCookie: result.headers.get("set-cookie"),
    };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: Record<string, unknown>; init?: { status?: number } };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

export async function callRoute(
  handler: Handler,
  url: string,
  options: { cookie: string; form?: Record<string, string | string[]>; params?: Record<string, string> },
): Promise<Answer> {
  let body: URLSearchParams | undefined;
  if (options.form) {
    body = new URLSearchParams();
    for (const [name, value] of Object.entries(options.form))
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  const request = new Request(`http://localhost:3000${url}`, {
    method: body ? "POST" : "GET",
    headers: {
      cookie: options.cookie,
      ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body,
  });
  try {
    return toAnswer(
      await (handler as (args: unknown) => unknown)({ request, params: options.params ?? {}, context: {} }),
    );
  } catch (thrown) {
    return toAnswer(thrown);
  }
}

/** A page as the server renders it for `url`, with the loader's data; React's text separators removed (tests only). */
export function renderPage(page: unknown, path: string, url: string, loaderData: unknown): string {
  const Page = page as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    {
      path,
      Component: (props: Record<string, unknown>) => createElement(Toaster, null, createElement(Page, props)),
    },
  ]);
  return renderToString(
    createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { "0": loaderData } } }),
  ).replaceAll("<!-- -->", "");
}
