import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { Toaster } from "../../../components/ui/toaster";

/** A page's HTML as the server renders it, from its loader's data (for route tests). */
export function renderPage(component: unknown, path: string, url: string, data: unknown): string {
  const Page = component as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    {
      path,
      Component: (props: Record<string, unknown>) => createElement(Toaster, null, createElement(Page, props)),
    },
  ]);
  return renderToString(
    createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { "0": data } } }),
  );
}
