import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { createCategory } from "../../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { getDb } from "../../../../server/db/client";
import * as t from "../../../../server/db/schema";
import { action as applyAction } from "./apply";
import { action as previewAction } from "./preview";
import { action as reportAction } from "./report";
import { loader as templateLoader } from "./template";

withTestDatabase();

type Handler = (args: never) => unknown;
const cookies = { admin: "", staff: "" };

beforeAll(async () => {
  cookies.admin = (await registeredAccount("owner@example.com", "admin")).cookie;
  cookies.staff = (await registeredAccount("helper@example.com", "staff")).cookie;
  await createCategory("Kurtas");
});

const FILE = [
  "sku,name,category,price,stock",
  'ROUTE-1,"Mul Cotton Kurta, ""summer""",Kurtas,1299,6',
  "ROUTE-2,Linen Kurta,Kurtas,-5,2",
].join("\n");

function post(path: string, who: keyof typeof cookies, kind = "products", file = FILE) {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new File([file], "kurtas.csv", { type: "text/csv" }));
  return new Request(`http://localhost:3000/admin/import/${path}`, {
    method: "POST",
    body: form,
    headers: { cookie: cookies[who] },
  });
}

async function call(handler: Handler, request: Request): Promise<Response> {
  try {
    return (await (handler as (args: object) => Promise<Response>)({
      request,
      params: {},
      context: {},
    })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    return new Response(null, { status: status ?? 500 });
  }
}

describe("/admin/import routes", () => {
  it("refuse staff: only admins import", async () => {
    for (const [handler, path] of [
      [previewAction, "preview"],
      [applyAction, "apply"],
      [reportAction, "report"],
    ] as const)
      expect((await call(handler, post(path, "staff"))).status).toBe(403);
    const template = new Request("http://localhost:3000/admin/import/template?kind=products", {
      headers: { cookie: cookies.staff },
    });
    expect((await call(templateLoader, template)).status).toBe(403);
  });

  it("preview answers every row as JSON and writes nothing", async () => {
    const response = await call(previewAction, post("preview", "admin"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      fileName: string;
      rows: { line: number; action: string; errors: string[] }[];
    };
    expect(body.fileName).toBe("kurtas.csv");
    expect(body.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, "create", []],
      [3, "rejected", ["Price must be greater than 0"]],
    ]);
    expect(
      await getDb().select().from(t.productVariants).where(eq(t.productVariants.sku, "ROUTE-1")),
    ).toEqual([]);
  });

  it("apply streams progress lines, then the result", async () => {
    const response = await call(applyAction, post("apply", "admin"));
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; done?: number; summary?: object });
    expect(lines.map((l) => l.type)).toEqual(["progress", "progress", "done"]);
    expect(lines[1].done).toBe(2);
    expect(lines[2].summary).toMatchObject({ create: 1, rejected: 1 });
    const [variant] = await getDb()
      .select()
      .from(t.productVariants)
      .where(eq(t.productVariants.sku, "ROUTE-1"));
    expect(variant.onHand).toBe(6);
  });

  it("report downloads the rejected rows with their errors and cells, ready to correct", async () => {
    const response = await call(reportAction, post("report", "admin"));
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="products-import-rejected-rows.csv"',
    );
    const text = (await response.text()).replace(/^\uFEFF/, "");
    expect(text.trim().split("\r\n")).toEqual([
      "row,errors,sku,name,category,price,stock",
      "3,Price must be greater than 0,ROUTE-2,Linen Kurta,Kurtas,-5,2",
    ]);
  });

  it("report lists, after an import, the rows the import refused while saving, with their reasons", async () => {
    const request = post("report", "admin");
    const form = await request.formData();
    form.set(
      "rejected",
      JSON.stringify([
        { line: 2, errors: ["Not saved: another save took one of these SKUs, slugs or addresses just now"] },
        { line: 3, errors: ["Price must be greater than 0"] },
      ]),
    );
    const response = await call(
      reportAction,
      new Request(request.url, { method: "POST", body: form, headers: { cookie: cookies.admin } }),
    );
    const text = (await response.text()).replace(/^\uFEFF/, "");
    expect(text.trim().split("\r\n")).toEqual([
      "row,errors,sku,name,category,price,stock",
      '2,"Not saved: another save took one of these SKUs, slugs or addresses just now",ROUTE-1,"Mul Cotton Kurta, ""summer""",Kurtas,1299,6',
      "3,Price must be greater than 0,ROUTE-2,Linen Kurta,Kurtas,-5,2",
    ]);
  });

  it("refuses an unreadable file, a missing sheet and an oversized body with their messages", async () => {
    const binary = await call(previewAction, post("preview", "admin", "products", "\0\0\0binary"));
    expect([binary.status, ((await binary.json()) as { error: string }).error]).toEqual([
      400,
      "Failed to read file",
    ]);
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Sheet1").addRow(["email"]);
    const form = new FormData();
    form.set("kind", "subscribers");
    form.set("file", new File([await book.xlsx.writeBuffer()], "list.xlsx"));
    const request = new Request("http://localhost:3000/admin/import/preview", {
      method: "POST",
      body: form,
      headers: { cookie: cookies.admin },
    });
    const sheet = await call(previewAction, request);
    expect(await sheet.json()).toEqual({
      error: "Sheet not found",
      detail:
        'The workbook needs a sheet named "Subscribers". Download the Excel template to see the layout.',
    });
    const huge = new Request("http://localhost:3000/admin/import/preview", {
      method: "POST",
      body: "x",
      headers: { cookie: cookies.admin, "content-length": String(16 * 1024 * 1024) },
    });
    const refused = await call(previewAction, huge);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: string }).error).toMatch(/larger than 15 MB/);
  });

  it("templates hold the headers and a sample row, the Excel one on its sheet with columns 20 wide", async () => {
    const get = (query: string) =>
      call(
        templateLoader,
        new Request(`http://localhost:3000/admin/import/template?${query}`, {
          headers: { cookie: cookies.admin },
        }),
      );
    const csv = (await (await get("kind=stock")).text()).replace(/^\uFEFF/, "");
    expect(csv.trim().split("\r\n")).toEqual([
      "sku,product_id,quantity,reason",
      "KUR-SILK-M-MAROON,,40,Stock count",
    ]);
    const xlsx = await get("kind=products&format=xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.getWorksheet("Products")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("sku");
    expect(sheet.getRow(2).getCell(5).value).toBe(2499);
    expect(sheet.columns.every((c) => c.width === 20)).toBe(true);
    expect((await get("kind=orders")).status).toBe(400);
  });

  it("a template's sample row imports as it is", async () => {
    for (const [kind, format] of [
      ["products", "csv"],
      ["products", "xlsx"],
      ["subscribers", "csv"],
    ] as const) {
      const template = await call(
        templateLoader,
        new Request(`http://localhost:3000/admin/import/template?kind=${kind}&format=${format}`, {
          headers: { cookie: cookies.admin },
        }),
      );
      const form = new FormData();
      form.set("kind", kind);
      form.set("file", new File([await template.arrayBuffer()], `template.${format}`));
      const request = new Request("http://localhost:3000/admin/import/preview", {
        method: "POST",
        body: form,
        headers: { cookie: cookies.admin },
      });
      const preview = (await (await call(previewAction, request)).json()) as {
        rows: { action: string; errors: string[] }[];
      };
      expect(preview.rows, `${kind} ${format}`).toEqual([
        expect.objectContaining({ action: "create", errors: [] }),
      ]);
    }
  });
});
