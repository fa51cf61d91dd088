import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../tests/fixtures/accounts";
import { createSubscriber, drainCampaignJobs, readMail } from "../../tests/fixtures/newsletter";
import { startSmtpReceiver } from "../../tests/fakes/smtp-receiver";
import { withTestDatabase } from "../../tests/setup/test-database";
import { getDb } from "../../server/db/client";
import { runDueJobs } from "../../server/modules/jobs/service";
import { setMailTransport } from "../../server/modules/mail/service";
import { smtpTransport } from "../../server/modules/mail/transport";
import { subscribers } from "../../server/modules/newsletter/schema";
import { createCampaign, startCampaign } from "../../server/modules/newsletter/service";
import * as unsubscribePage from "./unsubscribe";
import { action, loader } from "./newsletter-unsubscribe";

withTestDatabase();

afterEach(() => setMailTransport(undefined));

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;
const oneClick = (
  url: string,
  body: BodyInit | null = new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
) => action(args(new Request(url, { method: "POST", body }))) as Promise<Response>;
const isActive = async (email: string) =>
  (await getDb().select().from(subscribers).where(eq(subscribers.email, email)))[0].isActive;

let owner = { id: "", email: "owner@example.com" };
beforeAll(async () => {
  owner = { id: (await registeredAccount(owner.email, "admin")).userId, email: owner.email };
  await runDueJobs();
});

/** A campaign to one subscriber over SMTP: the List-Unsubscribe address its e-mail carries. */
async function headerAddress(email: string): Promise<string> {
  const smtp = await startSmtpReceiver();
  try {
    setMailTransport(smtpTransport(smtp.url));
    await getDb().update(subscribers).set({ isActive: false });
    await createSubscriber({ email });
    const campaign = await createCampaign(owner, {
      subject: "Pongal offers",
      preference: "promotions",
      body: "<p>Sweet deals.</p>",
    });
    await startCampaign(owner, campaign.id, campaign.updatedAt.toISOString());
    await drainCampaignJobs();
    const { headers } = readMail(smtp.received[0].raw);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    return /List-Unsubscribe: <([^>]+)>/.exec(headers)![1];
  } finally {
    await smtp.close();
  }
}

describe("POST /newsletter/unsubscribe (RFC 8058 one-click)", () => {
  it("unsubscribes the address a campaign e-mail's List-Unsubscribe header names, at once", async () => {
    const address = await headerAddress("asha@example.com");
    expect(address).toMatch(/^http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[\w-]{32}$/);
    const response = await oneClick(address);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("You have been unsubscribed from our newsletter.");
    expect(await isActive("asha@example.com")).toBe(false);

    const again = await oneClick(address);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe("This address was already unsubscribed from our newsletter.");
  });

  it("takes the body as multipart form data too", async () => {
    const address = await headerAddress("ravi@example.com");
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await oneClick(address, form)).status).toBe(200);
    expect(await isActive("ravi@example.com")).toBe(false);
  });

  it("changes nothing for a POST without the one-click body, and says so", async () => {
    const { unsubscribeToken } = await createSubscriber({ email: "meera@example.com" });
    const url = `http://localhost:3000/newsletter/unsubscribe?token=${unsubscribeToken}`;
    for (const body of [null, new URLSearchParams({ "List-Unsubscribe": "Yes" }), "{}"]) {
      const response = await oneClick(url, body);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("one-click unsubscribe requests (RFC 8058)");
    }
    expect(await isActive("meera@example.com")).toBe(true);
  });

  it("answers an unknown token with 404 and a message", async () => {
    const response = await oneClick(
      "http://localhost:3000/newsletter/unsubscribe?token=unknown-token-000000000000",
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("We could not find a newsletter subscription for this link.");
  });
});

describe("GET /newsletter/unsubscribe", () => {
  it("leads a person to the unsubscribe page, which asks before unsubscribing", async () => {
    const { unsubscribeToken } = await createSubscriber({ email: "tara@example.com" });
    const response = loader(
      args(new Request(`http://localhost:3000/newsletter/unsubscribe?token=${unsubscribeToken}`)),
    );
    expect(response.status).toBe(303);
    const page = response.headers.get("location")!;
    expect(page).toBe(`/unsubscribe?token=${unsubscribeToken}`);
    expect(await isActive("tara@example.com")).toBe(true);

    expect(await unsubscribePage.loader(args(new Request(`http://localhost:3000${page}`)))).toEqual({
      token: unsubscribeToken,
      email: "tara@example.com",
      isActive: true,
    });
    const confirmed = await unsubscribePage.action(
      args(
        new Request("http://localhost:3000/unsubscribe", {
          method: "POST",
          body: new URLSearchParams({ token: unsubscribeToken }),
        }),
      ),
    );
    expect(confirmed).toEqual({ outcome: "unsubscribed" });
    expect(await isActive("tara@example.com")).toBe(false);
  });
});
