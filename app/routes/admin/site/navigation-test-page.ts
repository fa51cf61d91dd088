import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll } from "vitest";
import { getDb } from "../../../../server/db/client";
import { actionAnswer, formPost } from "./action-answer";
import { navigationLinks } from "../../../../server/modules/content/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { Toaster } from "../../../components/ui/toaster";
import Navigation, { action, loader } from "./navigation";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
const URL_ = "http://localhost:3000/admin/cms/navigation";

/**
 * The navigation page for route tests, asked by a staff member over two header links, a footer link
 * and a back office link: its loader's data, its action's answer and its HTML.
 */
export function navigationTestPage() {
  let cookie = "";

  beforeAll(async () => {
    ({ cookie } = await registeredAccount("kavya@example.com", "staff", "Kavya Iyer"));
    await getDb()
      .insert(navigationLinks)
      .values([
        { location: "header", name: "Home", path: "/", orderNum: 0 },
        { location: "header", name: "Shop", path: "/shop", orderNum: 1 },
        { location: "footer", name: "Returns", path: "/returns", orderNum: 0 },
        { location: "admin", name: "Dashboard", path: "/admin/dashboard", orderNum: 0 },
      ]);
  });

  async function open(search = "") {
    return (await loader({
      request: new Request(`${URL_}${search}`, { headers: { cookie } }),
      params: {},
      context: {},
    } as unknown as LoaderArgs)) as Awaited<ReturnType<typeof loader>>;
  }

  /** The action's answer: a redirect (with its one-time message) or a status and body. */
  async function post(fields: Record<string, string>, search = "") {
    const request = formPost(`${URL_}${search}`, fields, cookie);
    return actionAnswer(await action({ request, params: {}, context: {} } as unknown as ActionArgs), URL_);
  }

  /** The page as the server renders it, with an optional action answer (a form posted without JavaScript). */
  async function render(search = "", actionData?: unknown) {
    const Page = Navigation as unknown as React.ComponentType<Record<string, unknown>>;
    const Stub = createRoutesStub([
      {
        path: "/admin/cms/navigation",
        Component: (props: Record<string, unknown>) =>
          createElement(Toaster, null, createElement(Page, props)),
      },
    ]);
    const html = renderToString(
      createElement(Stub, {
        initialEntries: [`/admin/cms/navigation${search}`],
        hydrationData: {
          loaderData: { "0": await open(search) },
          actionData: actionData ? { "0": actionData } : undefined,
        },
      }),
    );
    return html.replaceAll("<!-- -->", "");
  }

  const byName = async (name: string) =>
    (await getDb().select().from(navigationLinks).where(eq(navigationLinks.name, name)))[0];

  return { open, post, render, byName };
}
