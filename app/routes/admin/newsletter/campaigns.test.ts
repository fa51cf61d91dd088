import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { getDb } from "../../../../server/db/client";
import { newsletterCampaigns } from "../../../../server/modules/newsletter/schema";
import { loader } from "./campaigns";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type Page = Awaited<ReturnType<typeof loader>>;
let cookie = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("writer@example.com", "staff"));
  const at = (days: number) => new Date(Date.now() - days * 86_400_000);
  await getDb()
    .insert(newsletterCampaigns)
    .values([
      { subject: "Old sale", bodyHtml: "<p>x</p>", preference: "promotions", createdAt: at(9) },
      {
        subject: "Navratri",
        bodyHtml: "<p>x</p>",
        preference: "weekly_newsletter",
        status: "sent",
        totalCount: 120,
        sentCount: 118,
        failedCount: 2,
        createdAt: at(3),
        startedAt: at(2),
        finishedAt: at(2),
      },
      ...Array.from({ length: 50 }, (_, i) => ({
        subject: `Draft ${i}`,
        bodyHtml: "<p>x</p>",
        preference: "new_arrivals",
        createdAt: at(20 + i),
      })),
    ]);
});

const open = async (query = "") =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/newsletter/campaigns${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Page;

describe("/admin/newsletter/campaigns", () => {
  it("lists campaigns newest first with their counts, 50 to a page", async () => {
    const page = await open();
    expect(page).toMatchObject({ total: 52, page: 1, pageCount: 2, pageSize: 50 });
    expect(page.campaigns.slice(0, 2)).toMatchObject([
      { subject: "Navratri", status: "sent", totalCount: 120, sentCount: 118, failedCount: 2 },
      { subject: "Old sale", status: "draft", startedAt: null },
    ]);
    const second = await open("?page=2");
    expect(second.campaigns.map((c) => c.subject)).toEqual(["Draft 48", "Draft 49"]);
    expect((await open("?page=abc")).page).toBe(1);
  });
});
