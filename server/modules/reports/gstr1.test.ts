import { beforeAll, describe, expect, it } from "vitest";
import { toCsv } from "../../../lib/csv";
import type { Gstr1TableName } from "../../../lib/gstr1";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { creditNote, invoiced, kurta } from "./gstr1.test-helper";
import { gstr1Csv, gstr1Report } from "./service";

withTestDatabase();

/**
 * October 2026 for a shop in Rajasthan, with a document on each side of the month, sales to buyers
 * without a GSTIN (INV 2 to 5) and to buyers with one (INV 6 and 7). Every figure is worked out by
 * hand from CGST Rules r.35 (e.g. Rs 1,050 at 5% within the state: 25.00 CGST and 25.00 SGST on
 * 1,000.00).
 */
beforeAll(async () => {
  await getDb().insert(t.settings).values({ key: "shop_state", value: "Rajasthan" });
  // Inserted out of number order on purpose.
  const d = await invoiced({
    // Inter-state above Rs 1 lakh: B2CL. Shipping at the highest rate (18%).
    number: "INV-2627-000005",
    date: "2026-10-31",
    state: "Maharashtra",
    lines: [
      { hsn: "5007", uqc: "PCS", qty: 7, total: 11_025_000, rateBp: 500, taxable: 10_500_000, tax: 525_000 },
      { hsn: "9102", uqc: "PCS", qty: 1, total: 1_180_000, rateBp: 1800, taxable: 1_000_000, tax: 180_000 },
    ],
    shipping: { cost: 23_600, rateBp: 1800, taxable: 20_000, tax: 3_600 },
    cgst: 0,
    sgst: 0,
    igst: 708_600,
    total: 12_228_600,
  });
  await invoiced({
    // Within the state: a zero-rated book and a 5% kurta; shipping at 5%, under the kurta's HSN.
    number: "INV-2627-000003",
    date: "2026-10-12",
    state: "Rajasthan",
    lines: [{ hsn: "4901", uqc: "NOS", qty: 3, total: 90_000, rateBp: 0, taxable: 90_000, tax: 0 }, kurta(1)],
    shipping: { cost: 5_250, rateBp: 500, taxable: 5_000, tax: 250 },
    cgst: 2_625,
    sgst: 2_625,
    igst: 0,
    total: 200_250,
  });
  // Next month: an invoice, and a credit note against an October invoice.
  await invoiced({
    number: "INV-2627-000008",
    date: "2026-11-01",
    state: "Karnataka",
    lines: [{ hsn: "6204", uqc: "PCS", qty: 1, total: 210_000, rateBp: 500, taxable: 200_000, tax: 10_000 }],
    cgst: 0,
    sgst: 0,
    igst: 10_000,
    total: 210_000,
  });
  const a = await invoiced({
    // Within the state at 5% and 18%, shipping at 18% under the sherwani's HSN. The first day of the month.
    number: "INV-2627-000002",
    date: "2026-10-01",
    state: "Rajasthan",
    lines: [
      kurta(2),
      { hsn: "6203", uqc: "PCS", qty: 1, total: 354_000, rateBp: 1800, taxable: 300_000, tax: 54_000 },
    ],
    shipping: { cost: 11_800, rateBp: 1800, taxable: 10_000, tax: 1_800 },
    cgst: 32_900,
    sgst: 32_900,
    igst: 0,
    total: 575_800,
  });
  // The previous month: an invoice refunded in full the same month.
  const s = await invoiced({
    number: "INV-2627-000001",
    date: "2026-09-30",
    state: "Rajasthan",
    lines: [kurta(1)],
    cgst: 2_500,
    sgst: 2_500,
    igst: 0,
    total: 105_000,
  });
  const c = await invoiced({
    // Inter-state up to Rs 1 lakh: B2CS. A line without an HSN.
    number: "INV-2627-000004",
    date: "2026-10-20",
    state: "karnataka",
    lines: [
      { hsn: "6204", uqc: "PCS", qty: 1, total: 210_000, rateBp: 500, taxable: 200_000, tax: 10_000 },
      { hsn: null, uqc: "PCS", qty: 1, total: 10_500, rateBp: 500, taxable: 10_000, tax: 500 },
    ],
    cgst: 0,
    sgst: 0,
    igst: 10_500,
    total: 220_500,
  });

  // B2B within the state: a lehenga at 18% and two kurtas, shipping at 18% under the lehenga's HSN.
  // Taken as B2C it would be B2CS.
  await invoiced({
    number: "INV-2627-000006",
    date: "2026-10-31",
    state: "Rajasthan",
    buyer: { gstin: "08AABCM1234F1ZX", name: "Marwar Handlooms LLP" },
    lines: [
      kurta(2),
      { hsn: "6204", uqc: "PCS", qty: 1, total: 590_000, rateBp: 1800, taxable: 500_000, tax: 90_000 },
    ],
    shipping: { cost: 11_800, rateBp: 1800, taxable: 10_000, tax: 1_800 },
    cgst: 50_900,
    sgst: 50_900,
    igst: 0,
    total: 811_800,
  });
  // B2B to another state above Rs 1 lakh (B2CL if it were B2C), with a credit note in the month.
  const b = await invoiced({
    number: "INV-2627-000007",
    date: "2026-10-31",
    state: "Maharashtra",
    buyer: { gstin: "27AAPFU0939F1ZV", name: "Sahyadri Silks Pvt Ltd" },
    lines: [
      kurta(3),
      { hsn: "5007", uqc: "PCS", qty: 1, total: 10_500_000, rateBp: 500, taxable: 10_000_000, tax: 500_000 },
      { hsn: "9102", uqc: "PCS", qty: 1, total: 236_000, rateBp: 1800, taxable: 200_000, tax: 36_000 },
    ],
    cgst: 0,
    sgst: 0,
    igst: 551_000,
    total: 11_051_000,
  });

  await creditNote("CN-2627-000001", "2026-09-30", s, true, [
    {
      item: 0,
      hsn: "6211",
      uqc: "SET",
      qty: 1,
      rateBp: 500,
      taxable: 100_000,
      cgst: 2_500,
      sgst: 2_500,
      igst: 0,
    },
  ]);
  // Against the B2CL invoice: CDNUR. One saree back, and half the shipping (under the watch's HSN).
  await creditNote("CN-2627-000002", "2026-10-28", d, false, [
    {
      item: 0,
      hsn: "5007",
      uqc: "PCS",
      qty: 1,
      rateBp: 500,
      taxable: 1_500_000,
      cgst: 0,
      sgst: 0,
      igst: 75_000,
    },
    {
      item: null,
      hsn: null,
      uqc: "NOS",
      qty: 0,
      rateBp: 1800,
      taxable: 10_000,
      cgst: 0,
      sgst: 0,
      igst: 1_800,
    },
  ]);
  // Against a B2CS invoice: nets B2CS and HSN. A kurta back, and value only on the sherwani.
  await creditNote("CN-2627-000003", "2026-10-30", a, true, [
    {
      item: 0,
      hsn: "6211",
      uqc: "SET",
      qty: 1,
      rateBp: 500,
      taxable: 100_000,
      cgst: 2_500,
      sgst: 2_500,
      igst: 0,
    },
    {
      item: 1,
      hsn: "6203",
      uqc: "PCS",
      qty: 0,
      rateBp: 1800,
      taxable: 20_000,
      cgst: 1_800,
      sgst: 1_800,
      igst: 0,
    },
  ]);
  // Against the B2B inter-state invoice: CDNR. A kurta and the watch back, so the watch nets to nothing.
  await creditNote("CN-2627-000004", "2026-10-31", b, false, [
    {
      item: 0,
      hsn: "6211",
      uqc: "SET",
      qty: 1,
      rateBp: 500,
      taxable: 100_000,
      cgst: 0,
      sgst: 0,
      igst: 5_000,
    },
    {
      item: 2,
      hsn: "9102",
      uqc: "PCS",
      qty: 1,
      rateBp: 1800,
      taxable: 200_000,
      cgst: 0,
      sgst: 0,
      igst: 36_000,
    },
  ]);
  await creditNote("CN-2627-000005", "2026-11-01", c, false, [
    {
      item: 0,
      hsn: "6204",
      uqc: "PCS",
      qty: 1,
      rateBp: 500,
      taxable: 200_000,
      cgst: 0,
      sgst: 0,
      igst: 10_000,
    },
  ]);
});

/** A table as the CSV rows it downloads as, without the header. */
const rowsOf = async (table: Gstr1TableName, month = "2026-10") => (await gstr1Csv(month, table)).slice(1);

describe("the GSTR-1 of a month", () => {
  it("reports B2C small supplies by place of supply and rate, net of credit notes on them", async () => {
    expect(await rowsOf("b2cs")).toEqual([
      ["OE", "08-Rajasthan", "", "0", "900.00", "0.00", ""],
      ["OE", "08-Rajasthan", "", "5", "2050.00", "0.00", ""],
      ["OE", "08-Rajasthan", "", "18", "2900.00", "0.00", ""],
      ["OE", "29-Karnataka", "", "5", "2100.00", "0.00", ""],
    ]);
  });

  it("reports inter-state invoices above Rs 1 lakh one row per rate, and the credit notes on them", async () => {
    expect(await rowsOf("b2cl")).toEqual([
      ["INV-2627-000005", "31-Oct-2026", "122286.00", "27-Maharashtra", "", "5", "105000.00", "0.00", ""],
      ["INV-2627-000005", "31-Oct-2026", "122286.00", "27-Maharashtra", "", "18", "10200.00", "0.00", ""],
    ]);
    expect(await rowsOf("cdnur")).toEqual([
      [
        "B2CL",
        "CN-2627-000002",
        "C",
        "27-Maharashtra",
        "28-Oct-2026",
        "15868.00",
        "",
        "5",
        "15000.00",
        "0.00",
      ],
      [
        "B2CL",
        "CN-2627-000002",
        "C",
        "27-Maharashtra",
        "28-Oct-2026",
        "15868.00",
        "",
        "18",
        "100.00",
        "0.00",
      ],
    ]);
  });

  // The columns before Rate, as each document's rows repeat them.
  const marwar = ["08AABCM1234F1ZX", "Marwar Handlooms LLP"];
  const sahyadri = ["27AAPFU0939F1ZV", "Sahyadri Silks Pvt Ltd"];
  const inv6 = [
    ...marwar,
    "INV-2627-000006",
    "31-Oct-2026",
    "8118.00",
    "08-Rajasthan",
    "N",
    "",
    "Regular B2B",
    "",
  ];
  const inv7 = [
    ...sahyadri,
    "INV-2627-000007",
    "31-Oct-2026",
    "110510.00",
    "27-Maharashtra",
    "N",
    "",
    "Regular B2B",
    "",
  ];
  const cn4 = [
    ...sahyadri,
    "CN-2627-000004",
    "31-Oct-2026",
    "C",
    "27-Maharashtra",
    "N",
    "Regular B2B",
    "3410.00",
    "",
  ];

  it("reports invoices to buyers with a GSTIN in B2B, one row per rate, whatever their value or state", async () => {
    expect(await rowsOf("b2b")).toEqual([
      [...inv6, "5", "2000.00", "0.00"],
      // The lehenga's 5,000.00 and shipping's 100.00.
      [...inv6, "18", "5100.00", "0.00"],
      [...inv7, "5", "103000.00", "0.00"],
      [...inv7, "18", "2000.00", "0.00"],
    ]);
  });

  it("reports credit notes against B2B invoices in CDNR, one row per rate, with the note's value", async () => {
    // A kurta (1,000.00 + 50.00 IGST) and the watch (2,000.00 + 360.00 IGST): 3,410.00.
    expect(await rowsOf("cdnr")).toEqual([
      [...cn4, "5", "1000.00", "0.00"],
      [...cn4, "18", "2000.00", "0.00"],
    ]);
  });

  it("sums B2B HSN over B2B invoices less their credit notes, shipping under the main good", async () => {
    expect(await rowsOf("hsnb2b")).toEqual([
      ["5007", "", "PCS-PIECES", "1", "105000.00", "5", "100000.00", "5000.00", "0.00", "0.00", "0.00"],
      // 5,000.00 + 100.00 shipping, 450.00 + 9.00 each of CGST and SGST.
      ["6204", "", "PCS-PIECES", "1", "6018.00", "18", "5100.00", "0.00", "459.00", "459.00", "0.00"],
      // Two kurtas within the state and three across, one credited: 4,200.00 in all.
      ["6211", "", "SET-SETS", "4", "4200.00", "5", "4000.00", "100.00", "50.00", "50.00", "0.00"],
      // The watch, sold and credited in the month, nets to nothing and is left out.
    ]);
  });

  it("sums B2C HSN by code, rate and unit, less credited goods, with shipping under the main good", async () => {
    expect(await rowsOf("hsn")).toEqual([
      ["", "", "PCS-PIECES", "1", "105.00", "5", "100.00", "5.00", "0.00", "0.00", "0.00"],
      ["4901", "", "NOS-NUMBERS", "3", "900.00", "0", "900.00", "0.00", "0.00", "0.00", "0.00"],
      ["5007", "", "PCS-PIECES", "6", "94500.00", "5", "90000.00", "4500.00", "0.00", "0.00", "0.00"],
      ["6203", "", "PCS-PIECES", "1", "3422.00", "18", "2900.00", "0.00", "261.00", "261.00", "0.00"],
      ["6204", "", "PCS-PIECES", "1", "2100.00", "5", "2000.00", "100.00", "0.00", "0.00", "0.00"],
      ["6211", "", "SET-SETS", "2", "2152.50", "5", "2050.00", "0.00", "51.25", "51.25", "0.00"],
      ["9102", "", "PCS-PIECES", "1", "11918.00", "18", "10100.00", "1818.00", "0.00", "0.00", "0.00"],
    ]);
  });

  it("lists the month's first and last invoice and credit note numbers, B2B and B2C in one series, none cancelled", async () => {
    expect(await rowsOf("docs")).toEqual([
      ["Invoices for outward supply", "INV-2627-000002", "INV-2627-000007", "6", "0"],
      ["Credit Note", "CN-2627-000002", "CN-2627-000004", "3", "0"],
    ]);
  });

  it("sums the month's invoices and credit notes, B2B and B2C, and the net", async () => {
    const report = await gstr1Report("2026-10");
    // B2C as before (4 invoices: 12,435,000 taxable, 35,525 CGST and SGST, 719,100 IGST; 2 notes:
    // 1,630,000, 4,300, 4,300, 76,800) plus INV 6 (710,000, 50,900 CGST and SGST), INV 7
    // (10,500,000, 551,000 IGST) and CN 4 (300,000, 41,000 IGST).
    expect(report.summary).toEqual({
      invoices: { count: 6, taxableValue: 23_645_000, cgst: 86_425, sgst: 86_425, igst: 1_270_100 },
      creditNotes: { count: 3, taxableValue: 1_930_000, cgst: 4_300, sgst: 4_300, igst: 117_800 },
      net: { taxableValue: 21_715_000, cgst: 82_125, sgst: 82_125, igst: 1_152_300 },
    });
    expect(report.warnings).toEqual([]);
  });

  it("leaves out what nets to nothing: September's invoice was refunded in full", async () => {
    expect(await rowsOf("b2cs", "2026-09")).toEqual([]);
    expect(await rowsOf("hsn", "2026-09")).toEqual([]);
    expect(await rowsOf("docs", "2026-09")).toEqual([
      ["Invoices for outward supply", "INV-2627-000001", "INV-2627-000001", "1", "0"],
      ["Credit Note", "CN-2627-000001", "CN-2627-000001", "1", "0"],
    ]);
    expect(await rowsOf("docs", "2026-08")).toEqual([]);
  });

  it("writes a table as the offline tool's CSV template", async () => {
    expect(toCsv(await gstr1Csv("2026-10", "cdnr"))).toBe(
      "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount\r\n" +
        "27AAPFU0939F1ZV,Sahyadri Silks Pvt Ltd,CN-2627-000004,31-Oct-2026,C,27-Maharashtra,N,Regular B2B,3410.00,,5,1000.00,0.00\r\n" +
        "27AAPFU0939F1ZV,Sahyadri Silks Pvt Ltd,CN-2627-000004,31-Oct-2026,C,27-Maharashtra,N,Regular B2B,3410.00,,18,2000.00,0.00\r\n",
    );
    expect((await gstr1Csv("2026-10", "b2b"))[0].join(",")).toBe(
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
    );
    expect((await gstr1Csv("2026-10", "hsnb2b"))[0]).toEqual((await gstr1Csv("2026-10", "hsn"))[0]);
    expect(toCsv(await gstr1Csv("2026-10", "b2cl"))).toBe(
      "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n" +
        "INV-2627-000005,31-Oct-2026,122286.00,27-Maharashtra,,5,105000.00,0.00,\r\n" +
        "INV-2627-000005,31-Oct-2026,122286.00,27-Maharashtra,,18,10200.00,0.00,\r\n",
    );
    const b2cs = toCsv(await gstr1Csv("2026-10", "b2cs")).split("\r\n");
    expect(b2cs[0]).toBe(
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
    );
    expect(b2cs[1]).toBe("OE,08-Rajasthan,,0,900.00,0.00,");
  });
});
