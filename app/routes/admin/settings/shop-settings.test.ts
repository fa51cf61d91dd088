import { desc, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SHOP_GROUPS } from "../../../../lib/shop-settings-form";
import { publicPagesGeneration } from "../../../../server/cache/public-pages";
import { getDb } from "../../../../server/db/client";
import * as t from "../../../../server/db/schema";
import {
  getCheckoutSettings,
  getPublicSettings,
  getSellerDetails,
} from "../../../../server/modules/settings/service";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { seedSettings } from "../../../../tests/fixtures/settings";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { action, loader } from "./shop-settings";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
const URL_ = "http://localhost:3000/admin/settings/shop";
let cookie = "";

beforeAll(async () => {
  await seedSettings();
  ({ cookie } = await registeredAccount("owner@example.com", "admin", "Lalitha Menon"));
});

const load = () =>
  loader({
    request: new Request(URL_, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs);

/** Posts one group as its form does: every field of the group, changed where given. */
async function save(groupId: string, changes: Record<string, string>, version?: string) {
  const page = await load();
  const group = SHOP_GROUPS.find((g) => g.id === groupId) ?? { fields: [] };
  const fields: [string, string][] = [
    ["group", groupId],
    ["version", version ?? page.versions[groupId]],
    ...group.fields.flatMap((f): [string, string][] => {
      const value = changes[f.key] ?? page.values[f.key];
      // A checkbox sends "on" when ticked and nothing when not.
      if (f.kind === "boolean") return value === "true" ? [[f.key, "on"]] : [];
      return [[f.key, value]];
    }),
  ];
  const request = new Request(URL_, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie },
  });
  const result = await action({ request, params: {}, context: {} } as unknown as ActionArgs);
  if (result instanceof Response) return { status: result.status, body: {} as Record<string, unknown> };
  const answer = result as unknown as { data: Record<string, unknown>; init: { status: number } };
  return { status: answer.init.status, body: answer.data };
}

const everything = () => getDb().select().from(t.settings).orderBy(t.settings.key);

describe("/admin/settings/shop: GST and invoices", () => {
  it("refuses a GSTIN with a bad format, a wrong check character or another state's code, saving nothing", async () => {
    const before = await everything();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { shop_gstin: "08AABCD1234" },
        {
          shop_gstin:
            "GSTIN: GSTIN must be 15 characters: 2-digit state code, PAN, entity number, Z and a check character",
        },
      ],
      [
        { shop_gstin: "08AABCD1234E1Z9" },
        { shop_gstin: "GSTIN: GSTIN check character is wrong: please check for a typing mistake" },
      ],
      [
        { shop_state: "Kerala", shop_address: "MG Road, Kochi, Kerala 682001" },
        { shop_gstin: "GSTIN: GSTIN state code 08 is Rajasthan, but the shop is registered in Kerala" },
      ],
      [
        { shop_state: "Kerala", shop_gstin: "32AABCD1234E1ZH" },
        { shop_address: "Registered address: PIN code 302001 is in Rajasthan, not Kerala" },
      ],
      [
        { shop_address: "Mirza Ismail Road, Jaipur" },
        { shop_address: "Registered address must include the 6-digit PIN code" },
      ],
      [
        { shop_state: "Atlantis", shop_legal_name: "" },
        {
          shop_state: "GST state must be a state or union territory of India",
          shop_legal_name: "Legal name is required",
        },
      ],
    ];
    for (const [changes, fieldErrors] of cases) {
      const refused = await save("gst", changes);
      expect(refused, JSON.stringify(changes)).toMatchObject({
        status: 400,
        body: { error: "Failed to save settings", fieldErrors },
      });
      expect(Object.keys(refused.body.fieldErrors as object)).toEqual(Object.keys(fieldErrors));
    }
    expect(await everything()).toEqual(before);
  });

  it("moves the shop to another state with a matching GSTIN and address: invoices show it at once", async () => {
    expect((await getSellerDetails()).state).toBe("Rajasthan");
    expect((await getCheckoutSettings()).shopState).toBe("Rajasthan");
    const saved = await save("gst", {
      shop_state: "kerala",
      shop_gstin: "32aabcd1234e1zh",
      shop_address: "Divine Threads, MG Road, Kochi, Kerala 682001",
    });
    expect(saved.status).toBe(302);
    expect(await getSellerDetails()).toMatchObject({ state: "Kerala", gstin: "32AABCD1234E1ZH" });
    expect((await getCheckoutSettings()).shopState).toBe("Kerala");
    const [entry] = await getDb()
      .select()
      .from(t.activityLog)
      .orderBy(desc(t.activityLog.seq))
      .limit(1);
    expect(entry).toMatchObject({
      action: "settings.update",
      entityType: "setting",
      entityLabel: "Shop settings: GST and invoices",
      changes: {
        shop_state: { before: "Rajasthan", after: "Kerala" },
        shop_gstin: { before: "08AABCD1234E1Z8", after: "32AABCD1234E1ZH" },
      },
    });
  });
});

describe("/admin/settings/shop: money, phone and e-mail", () => {
  it("refuses amounts, phones and addresses that are not, naming the setting", async () => {
    const before = await everything();
    expect(await save("shipping", { shipping_fee: "fifty", shipping_free_threshold: "-5" })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          shipping_fee: "Shipping fee (₹) must be an amount in rupees from 0 to 999999.99, e.g. 999 or 49.50",
          shipping_free_threshold:
            "Free shipping from (₹) must be an amount in rupees from 0 to 999999.99, e.g. 999 or 49.50",
        },
      },
    });
    expect(await save("contact", { contact_phone: "12345", business_email: "hello at shop" })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          contact_phone: "Contact phone: Invalid phone number format",
          business_email: "Business e-mail must be a valid email address",
        },
      },
    });
    expect(await save("cod", { cod_max_order_value: "1e9" })).toMatchObject({ status: 400 });
    expect(await everything()).toEqual(before);
  });

  it("stores rupees and phones as the settings expect, and checkout and the storefront see them on the next request", async () => {
    await getCheckoutSettings(); // a copy is now cached: the save must drop it
    const generation = publicPagesGeneration();
    expect((await save("shipping", { shipping_free_threshold: "1,499", shipping_fee: "49.5" })).status).toBe(
      302,
    );
    expect((await save("cod", { cod_enabled: "false", cod_max_order_value: "5000" })).status).toBe(302);
    expect(
      (await save("contact", { site_name: "Divine Threads Kochi", contact_phone: "09876543210" })).status,
    ).toBe(302);
    const rows = await getDb()
      .select({ key: t.settings.key, value: t.settings.value })
      .from(t.settings)
      .where(
        inArray(t.settings.key, ["shipping_free_threshold", "shipping_fee", "cod_enabled", "contact_phone"]),
      )
      .orderBy(t.settings.key);
    expect(rows).toEqual([
      { key: "cod_enabled", value: "false" },
      { key: "contact_phone", value: "+91 98765 43210" },
      { key: "shipping_fee", value: "49.50" },
      { key: "shipping_free_threshold", value: "1499" },
    ]);
    expect(await getCheckoutSettings()).toMatchObject({
      shipping: { freeThreshold: 149_900, fee: 4_950 },
      codEnabled: false,
      codMaxOrderValue: 500_000,
    });
    expect((await getPublicSettings()).site_name).toBe("Divine Threads Kochi");
    expect(publicPagesGeneration()).toBeGreaterThanOrEqual(generation + 3);
  });

  it("writes a missing setting with its group's category and visibility", async () => {
    await getDb()
      .delete(t.settings)
      .where(inArray(t.settings.key, ["value_proposition_3", "shipping_fee"]));
    expect((await save("home", { value_proposition_3: "Handmade in Jaipur" })).status).toBe(302);
    expect((await save("shipping", { shipping_fee: "60" })).status).toBe(302);
    const rows = await getDb()
      .select({ key: t.settings.key, isPublic: t.settings.isPublic, category: t.settings.category })
      .from(t.settings)
      .where(inArray(t.settings.key, ["value_proposition_3", "shipping_fee"]))
      .orderBy(t.settings.key);
    expect(rows).toEqual([
      { key: "shipping_fee", isPublic: false, category: "shipping" },
      { key: "value_proposition_3", isPublic: true, category: "site" },
    ]);
    expect((await getPublicSettings()).value_proposition_3).toBe("Handmade in Jaipur");
  });

  it("refuses a save made on an old copy, and an unknown group", async () => {
    const before = await everything();
    expect(
      await save("home", { homepage_hero_title: "Late edit" }, "2020-01-01T00:00:00.000Z"),
    ).toMatchObject({
      status: 409,
    });
    expect(await save("nope", {})).toMatchObject({
      status: 400,
      body: { error: "Choose which settings to save" },
    });
    expect(await everything()).toEqual(before);
  });
});
