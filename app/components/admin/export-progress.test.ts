import { describe, expect, it } from "vitest";
import { csvRecordCounter, downloadName, exportHref, formatBytes } from "./export-progress";

describe("the export menu's helpers", () => {
  it("adds the file type to the list's export address, keeping its filters", () => {
    expect(exportHref("/admin/orders/export?state=Kerala&q=asha", "xlsx")).toBe(
      "/admin/orders/export?state=Kerala&q=asha&format=xlsx",
    );
    expect(exportHref("/admin/users/export", "xlsx")).toBe("/admin/users/export?format=xlsx");
    expect(exportHref("/admin/users/export?q=a", "csv")).toBe("/admin/users/export?q=a");
  });

  it("counts CSV rows across pieces, not line breaks inside quoted cells", () => {
    const counter = csvRecordCounter();
    counter.add('Name,Address\r\n"Asha","12 Temple Road\r\nPune"\r\n"Ra');
    expect(counter.rows).toBe(1);
    counter.add('vi ""R""",Kochi\r\n');
    expect(counter.rows).toBe(2);
  });

  it("reads the file name the server gives", () => {
    expect(downloadName('attachment; filename="orders-2026-11-25.xlsx"', "x")).toBe("orders-2026-11-25.xlsx");
    expect(downloadName(null, "export.csv")).toBe("export.csv");
    expect(formatBytes(3 * 1024 * 1024)).toBe("3.0 MB");
    expect(formatBytes(2048)).toBe("2 KB");
  });
});
