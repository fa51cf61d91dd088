import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import * as t from "../../../server/db/schema";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { insertOrder } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import GstReturns, { loader } from "./reports-gst";
import { loader as csvLoader } from "./reports-gst-csv";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type CsvArgs = Parameters<typeof csvLoader>[0];
interface Refusal {
  init?: { status?: number };
}

let admin = "";
let staff = "";

/** One kurta (Rs 1,050 with 5% IGST) invoiced on 14 October 2026 to another state. */
async function kurtaSold(
  invoiceNumber: string,
  state: string,
  buyer: { gstin: string; name: string } | null,
) {
  const order = await insertOrder({
    orderNumber: `DT26100000${invoiceNumber.slice(-4)}`,
    status: "delivered",
    totalAmount: 105_000,
    taxAmount: 5_000,
    igstAmount: 5_000,
    buyerGstin: buyer?.gstin ?? null,
    buyerBusinessName: buyer?.name ?? null,
    shippingAddress: { state },
  });
  await getDb().insert(t.orderItems).values({
    orderId: order.id,
    productName: "Cotton Kurta",
    productSku: "KUR-1",
    hsnCode: "6211",
    gstRateBp: 500,
    uqc: "SET",
    quantity: 1,
    priceAtPurchase: 105_000,
    lineTotal: 105_000,
    taxableValue: 100_000,
    taxAmount: 5_000,
  });
  await getDb()
    .insert(t.invoices)
    .values({
      orderId: order.id,
      invoiceNumber,
      issueDate: "2026-10-14",
      dueDate: "2026-10-14",
      storageKey: `invoices/${invoiceNumber}.pdf`,
    });
}

beforeAll(async () => {
  admin = (await registeredAccount("owner@divinethreads.example", "admin")).cookie;
  staff = (await registeredAccount("helper@divinethreads.example", "staff")).cookie;
  // One kurta sold to Gujarat from the default shop state, Rajasthan: IGST 5%.
  await kurtaSold("INV-2627-000001", "Gujarat", null);
  // The same to a registered buyer in Karnataka: B2B, and in none of the B2C tables.
  await kurtaSold("INV-2627-000002", "Karnataka", { gstin: "29AAGCK4321P1Z3", name: "Kaveri Weaves" });
});

const request = (path: string, cookie: string) =>
  new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });

const open = (query: string, cookie = admin) =>
  loader({
    request: request(`/admin/reports/gst${query}`, cookie),
    params: {},
    context: {},
  } as unknown as LoaderArgs);

const download = (table: string, query: string, cookie = admin) =>
  csvLoader({
    request: request(`/admin/reports/gst/${table}.csv${query}`, cookie),
    params: { table },
    context: {},
  } as unknown as CsvArgs);

type PageData = Exclude<Awaited<ReturnType<typeof loader>>, { init: unknown }>;

function render(query: string, data: unknown) {
  const Page = GstReturns as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "/admin/reports/gst", Component: Page }]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [`/admin/reports/gst${query}`],
      hydrationData: { loaderData: { "0": data } },
    }),
  ).replaceAll("<!-- -->", "");
}

describe("/admin/reports/gst", () => {
  it("shows the month's summary and tables, each with its CSV download", async () => {
    const data = (await open("?month=2026-10")) as PageData;
    expect(data.error).toBeNull();
    expect(data.report?.tables.b2cs).toEqual([
      { placeOfSupply: "24-Gujarat", rateBp: 500, taxableValue: 100_000 },
    ]);
    const html = render("?month=2026-10", data);
    expect(html).toContain(">GST returns (GSTR-1)</h1>");
    expect(html).toContain("Summary for October 2026");
    expect(html).toContain("24-Gujarat");
    expect(html).toContain("₹1,000");
    expect(html).toContain('type="month"');
    expect(html).toContain(">Show</button>");
    expect(html).not.toContain("unregistered (B2C)");
    // The offline tool's order.
    const links = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsnb2b", "hsn", "docs"].map((table) =>
      html.indexOf(`href="/admin/reports/gst/${table}.csv?month=2026-10"`),
    );
    expect(links.every((at) => at > 0)).toBe(true);
    expect(links).toEqual([...links].sort((a, b) => a - b));
    expect(html).toContain("B2B invoices (B2B)");
    expect(html).toContain("Kaveri Weaves");
    expect(html).toContain("Download CSV");
  });

  it("explains a month that is not YYYY-MM or has not started, without failing", async () => {
    for (const month of ["2026-13", "October"]) {
      const result = (await open(`?month=${month}`)) as unknown as {
        init: { status: number };
        data: PageData;
      };
      expect(result.init.status).toBe(400);
      expect(result.data.error).toBe("Choose a month as YYYY-MM, e.g. 2026-10");
      expect(render(`?month=${month}`, result.data)).toContain("Choose a month as YYYY-MM, e.g. 2026-10");
    }
    const future = (await open("?month=2099-01")) as unknown as { data: PageData };
    expect(future.data.error).toBe("GSTR-1 can only be prepared for a month that has started");
  });

  it("refuses staff, who have no reports permission", async () => {
    const refused = await Promise.resolve(open("?month=2026-10", staff)).catch((e: unknown) => e);
    expect((refused as Refusal).init?.status).toBe(403);
  });
});

describe("/admin/reports/gst/:table.csv", () => {
  it("downloads a table as the offline tool's CSV, named by month and table", async () => {
    const response = await download("b2cs", "?month=2026-10");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="gstr1-2026-10-b2cs.csv"');
    expect(await response.text()).toBe(
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n" +
        "OE,24-Gujarat,,5,1000.00,0.00,\r\n",
    );
    // `hsn` is the B2C summary: the registered buyer's kurta is not in it.
    const hsn = await (await download("hsn", "?month=2026-10")).text();
    expect(hsn).toContain("\r\n6211,,SET-SETS,1,1050.00,5,1000.00,50.00,0.00,0.00,0.00\r\n");
  });

  it("downloads the B2B table with the buyer's GSTIN and name", async () => {
    const response = await download("b2b", "?month=2026-10");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="gstr1-2026-10-b2b.csv"');
    expect(await response.text()).toBe(
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount\r\n" +
        "29AAGCK4321P1Z3,Kaveri Weaves,INV-2627-000002,14-Oct-2026,1050.00,29-Karnataka,N,,Regular B2B,,5,1000.00,0.00\r\n",
    );
    const hsnb2b = await (await download("hsnb2b", "?month=2026-10")).text();
    expect(hsnb2b.split("\r\n")[1]).toBe("6211,,SET-SETS,1,1050.00,5,1000.00,50.00,0.00,0.00,0.00");
  });

  it("answers an unknown table with 404 and a bad month with 400 and the message", async () => {
    // Exports (EXP) are not prepared.
    const unknown = await download("exp", "?month=2026-10");
    expect(unknown.status).toBe(404);
    const bad = await download("b2cs", "?month=2026-13");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Choose a month as YYYY-MM, e.g. 2026-10");
  });

  it("refuses staff", async () => {
    const refused = await Promise.resolve(download("b2cs", "?month=2026-10", staff)).catch((e: unknown) => e);
    expect((refused as Refusal).init?.status).toBe(403);
  });
});
