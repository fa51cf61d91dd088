import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { getDb } from "../../server/db/client";
import { subscribers } from "../../server/modules/newsletter/schema";
import { subscribe } from "../../server/modules/newsletter/service";
import * as preferencesRoute from "./newsletter-preferences";
import * as unsubscribeRoute from "./unsubscribe";

withTestDatabase();

let token = "";

beforeAll(async () => {
  await subscribe({ email: "asha@example.com" });
  [{ unsubscribeToken: token }] = await getDb().select().from(subscribers);
});

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;
const get = (path: string) => args(new Request(`http://shop.test${path}`));
const post = (path: string, fields: [string, string][]) =>
  args(new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields) }));
const active = async () => (await getDb().select().from(subscribers))[0].isActive;

describe("/unsubscribe", () => {
  it("only shows the subscription on GET; a mail scanner following the link changes nothing", async () => {
    expect(await unsubscribeRoute.loader(get(`/unsubscribe?token=${token}`))).toEqual({
      token,
      email: "asha@example.com",
      isActive: true,
    });
    expect(await active()).toBe(true);
  });

  it("unsubscribes on POST, then reports already unsubscribed; an unknown token is unknown", async () => {
    expect(await unsubscribeRoute.action(post("/unsubscribe", [["token", token]]))).toEqual({
      outcome: "unsubscribed",
    });
    expect(await active()).toBe(false);
    expect(await unsubscribeRoute.action(post("/unsubscribe", [["token", token]]))).toEqual({
      outcome: "already-unsubscribed",
    });
    expect(
      await unsubscribeRoute.action(post("/unsubscribe", [["token", "unknown-token-0123456789"]])),
    ).toEqual({
      outcome: "unknown",
    });
    expect(await unsubscribeRoute.loader(get("/unsubscribe?token=nope"))).toMatchObject({ email: null });
  });
});

describe("/newsletter/preferences", () => {
  it("saves the ticked boxes and refuses an unknown token", async () => {
    const saved = await preferencesRoute.action(
      post("/newsletter/preferences", [
        ["token", token],
        ["promotions", "on"],
      ]),
    );
    expect(saved).toEqual({ outcome: "saved" });
    const [row] = await getDb().select().from(subscribers).where(eq(subscribers.unsubscribeToken, token));
    expect(row.preferences).toEqual({ weekly_newsletter: false, promotions: true, new_arrivals: false });
    expect(await preferencesRoute.loader(get(`/newsletter/preferences?token=${token}`))).toMatchObject({
      subscription: { email: "asha@example.com", preferences: { promotions: true } },
    });
    expect(
      await preferencesRoute.action(post("/newsletter/preferences", [["token", "unknown-token-0123456789"]])),
    ).toEqual({ outcome: "unknown" });
    expect(await preferencesRoute.loader(get("/newsletter/preferences"))).toEqual({
      token: "",
      subscription: null,
    });
  });
});
