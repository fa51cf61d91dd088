import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { createSubscriber } from "../../../../tests/fixtures/newsletter";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { loader } from "./subscribers";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type Page = Awaited<ReturnType<typeof loader>>;
let cookie = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("helper@example.com", "staff"));
  await createSubscriber({ email: "asha@example.com", fullName: "Asha", subscribedDaysAgo: 2 });
  await createSubscriber({
    email: "ravi@example.com",
    source: "footer",
    isVerified: false,
    subscribedDaysAgo: 3,
  });
  await createSubscriber({
    email: "left@example.com",
    isActive: false,
    subscribedDaysAgo: 90,
    unsubscribedDaysAgo: 1,
    preferences: { new_arrivals: false },
  });
});

const open = async (query = "") =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/newsletter${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Page;

describe("/admin/newsletter", () => {
  it("lists subscribers newest first, 50 to a page, with the last 30 days' stats", async () => {
    const page = await open();
    expect(page.subscribers.map((s) => s.email)).toEqual([
      "asha@example.com",
      "ravi@example.com",
      "left@example.com",
    ]);
    expect(page).toMatchObject({ total: 3, pageSize: 50, pageCount: 1, sources: ["footer", "homepage"] });
    expect(page.stats).toMatchObject({ days: 30, newCount: 2, confirmed: 1, unsubscribed: 1, net: 1 });
    expect(page.stats.bySource).toEqual([
      { source: "footer", count: 1 },
      { source: "homepage", count: 1 },
    ]);
  });

  it("reads its search and filters from the address", async () => {
    const emails = async (query: string) => (await open(query)).subscribers.map((s) => s.email);
    expect(await emails("?q=ASHA")).toEqual(["asha@example.com"]);
    expect(await emails("?source=footer")).toEqual(["ravi@example.com"]);
    expect(await emails("?active=no")).toEqual(["left@example.com"]);
    expect(await emails("?active=yes&verified=no")).toEqual(["ravi@example.com"]);
    expect(await emails("?preference=new_arrivals&active=no")).toEqual([]);
  });

  it("ignores filter values it does not know instead of failing", async () => {
    const page = await open("?active=maybe&verified=1&preference=spam&page=-4&q=%00zz");
    expect(page.params).toMatchObject({ active: "", verified: "", preference: "", page: 1, q: "zz" });
    expect(page.total).toBe(0);
    expect((await open("?page=99")).params.page).toBe(1);
  });
});
