import { createElement } from "react";
import { prerender } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import { contactMessages } from "../../../../server/modules/content/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import Dashboard, { loader } from "../dashboard";
import { loader as openMessage } from "./message";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";

beforeAll(async () => {
  cookie = (await registeredAccount("floor@divinethreads.example", "staff", "Kiran Das")).cookie;
});

const args = (path: string, params: Record<string, string> = {}) =>
  ({
    request: new Request(`http://localhost:3000${path}`, { headers: { cookie } }),
    params,
    context: {},
  }) as unknown as LoaderArgs;

async function render(data: unknown) {
  const Page = Dashboard as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "/admin/dashboard", Component: Page }]);
  const { prelude } = await prerender(
    createElement(Stub, {
      initialEntries: ["/admin/dashboard"],
      hydrationData: { loaderData: { "0": data } },
    }),
  );
  return new Response(prelude).text();
}

describe("the dashboard's count of new contact messages", () => {
  it("counts messages not yet opened, links to them, and goes down when one is opened", async () => {
    const rows = await getDb()
      .insert(contactMessages)
      .values(
        (["new", "new", "read", "spam"] as const).map((status, i) => ({
          name: `Sender ${i}`,
          email: `sender${i}@example.com`,
          message: "Do you stitch to measure?",
          status,
        })),
      )
      .returning();
    const data = await loader(args("/admin/dashboard"));
    expect(await data.newMessages).toBe(2);
    const html = await render(data);
    expect(html).toMatch(
      /href="\/admin\/messages\?status=new"[^>]*>.*?New messages.*?>2<.*?messages from the contact form/s,
    );
    // The panels that were there stay there.
    expect(html).toContain("Stock alerts");
    expect(html).toContain("Recent Activity");

    await openMessage(args(`/admin/messages/${rows[0].id}`, { id: rows[0].id }) as never);
    expect(await (await loader(args("/admin/dashboard"))).newMessages).toBe(1);
  });
});
