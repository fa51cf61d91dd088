import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { createSubscriber } from "../../../../tests/fixtures/newsletter";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { createCampaign, startCampaign } from "../../../../server/modules/newsletter/service";
import CampaignPage, { loader as campaignLoader } from "./campaign";
import Campaigns, { loader as campaignsLoader } from "./campaigns";
import Subscribers, { loader as subscribersLoader } from "./subscribers";

withTestDatabase();

let cookie = "";
let owner = { id: "", email: "owner@example.com" };

beforeAll(async () => {
  const account = await registeredAccount(owner.email, "admin");
  cookie = account.cookie;
  owner = { id: account.userId, email: owner.email };
  await createSubscriber({ email: "asha@example.com", fullName: "Asha Iyer" });
  await createSubscriber({ email: "ravi@example.com", isVerified: false, source: "footer" });
});

const args = (path: string, params: Record<string, string> = {}) =>
  ({
    request: new Request(`http://localhost:3000${path}`, { headers: { cookie } }),
    params,
    context: {},
  }) as never;

/** The page as the server renders it, with its loader's real data. */
function render(path: string, Component: unknown, data: unknown) {
  const Stub = createRoutesStub([{ id: "page", path, Component: Component as never }]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: data } }} />);
}

/** Rendered HTML as text, for comparing with what a person reads. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ ([:)])/g, "$1");

describe("the newsletter pages render", () => {
  it("the subscribers list with its stats, filters, table and export link", async () => {
    const html = render("/admin/newsletter", Subscribers, await subscribersLoader(args("/admin/newsletter")));
    const text = textOf(html);
    expect(text).toContain("Last 30 days");
    expect(text).toContain("Awaiting confirmation: 1");
    expect(text).toContain("Asha Iyer");
    expect(text).toContain("Not confirmed");
    expect(text).toContain("Showing 1-2 of 2");
    expect(html).toContain('href="/admin/newsletter/export"');
    expect(html).toContain('aria-label="Search subscribers by e-mail or name"');
  });

  it("the campaigns list, empty and then with a campaign", async () => {
    const empty = render(
      "/admin/newsletter/campaigns",
      Campaigns,
      await campaignsLoader(args("/admin/newsletter/campaigns")),
    );
    expect(textOf(empty)).toContain("No campaigns yet");
    await createCampaign(owner, { subject: "Onam sale", preference: "promotions", body: "<p>Kasavu.</p>" });
    const listed = render(
      "/admin/newsletter/campaigns",
      Campaigns,
      await campaignsLoader(args("/admin/newsletter/campaigns")),
    );
    expect(textOf(listed)).toContain("Onam sale");
    expect(textOf(listed)).toContain("Not sent yet");
  });

  it("a new campaign's editor, a draft with its test and send card, and a campaign being sent", async () => {
    const blank = render(
      "/admin/newsletter/campaigns/new",
      CampaignPage,
      await campaignLoader(args("/admin/newsletter/campaigns/new")),
    );
    expect(textOf(blank)).toContain("New campaign");
    expect(textOf(blank)).toContain("Weekly newsletter (1 subscriber today)");
    expect(blank).toContain('name="body"');

    const campaign = await createCampaign(owner, {
      subject: "Pongal picks",
      preference: "weekly_newsletter",
      body: "<p>Fresh cotton.</p>",
    });
    const path = `/admin/newsletter/campaigns/${campaign.id}`;
    const draftHtml = render(path, CampaignPage, await campaignLoader(args(path, { id: campaign.id })));
    expect(textOf(draftHtml)).toContain("Send a test to yourself");
    expect(textOf(draftHtml)).toContain("at 60 messages a minute");

    await startCampaign(owner, campaign.id, campaign.updatedAt.toISOString());
    const sending = textOf(render(path, CampaignPage, await campaignLoader(args(path, { id: campaign.id }))));
    expect(sending).toContain("0 of 1 sent");
    expect(sending).toContain("Cancel sending");
    expect(sending).toContain("Fresh cotton.");
  });
});
