import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { createSubscriber } from "../../../../tests/fixtures/newsletter";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { loader } from "./subscribers-export";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("helper@example.com", "staff"));
  await createSubscriber({ email: "asha@example.com", fullName: "Asha Iyer" });
  await createSubscriber({ email: "ravi@example.com", source: "footer", isVerified: false });
  // A name a spreadsheet would run as a formula.
  await createSubscriber({ email: "formula@example.com", fullName: '=HYPERLINK("x")', isActive: false });
});

const download = async (query = "") =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/newsletter/export${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Response;

describe("/admin/newsletter/export", () => {
  it("downloads the filtered subscribers as CSV, safe to open in a spreadsheet", async () => {
    const response = await download("?source=homepage&active=yes");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe(
      "Email,Name,Source,Active,Confirmed,Weekly newsletter,Promotions and offers,New arrivals,Subscribed on,Confirmed on,Unsubscribed on",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^asha@example\.com,Asha Iyer,homepage,yes,yes,yes,yes,yes,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2},$/,
    );
    const all = await (await download()).text();
    expect(all.trim().split("\r\n")).toHaveLength(4);
    expect(all).toContain(`formula@example.com,"'=HYPERLINK(""x"")",homepage,no,`);
    expect(all).toContain("ravi@example.com,,footer,yes,no,");
  });
});
