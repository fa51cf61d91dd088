import { describe, expect, it } from "vitest";
import { parseWebVitalsBody, sitePath } from "./web-vitals";

const origins = ["http://localhost:3000", "https://shop.example.in"];

describe("sitePath", () => {
  it("keeps the path of an address on any of the site's origins", () => {
    expect(sitePath("/blog/a-post?token=secret#x", origins)).toBe("/blog/a-post");
    expect(sitePath("https://shop.example.in/shop?page=2", origins)).toBe("/shop");
    expect(sitePath("http://localhost:3000/", origins)).toBe("/");
  });

  it("refuses other sites, other ports and other schemes", () => {
    expect(sitePath("http://localhost:4000/", origins)).toBeNull();
    expect(sitePath("http://shop.example.in/", origins)).toBeNull();
    expect(sitePath("data:text/html,hi", origins)).toBeNull();
    expect(sitePath("/", [])).toBeNull();
  });
});

describe("parseWebVitalsBody", () => {
  const now = Date.parse("2026-01-10T12:00:00Z");
  const sample = { metric: "INP", value: 40, timestamp: "2026-01-10T11:59:00+05:30", url: "/" };

  it("accepts ISO dates with an offset and epoch milliseconds", () => {
    const parsed = parseWebVitalsBody([sample, { ...sample, timestamp: now - 1000 }], origins, now);
    expect(parsed).toEqual({
      success: true,
      samples: [
        { metric: "INP", value: 40, url: "/", recordedAt: new Date("2026-01-10T06:29:00Z") },
        { metric: "INP", value: 40, url: "/", recordedAt: new Date(now - 1000) },
      ],
    });
  });

  it("refuses times too far ahead of the server's clock", () => {
    const parsed = parseWebVitalsBody({ ...sample, timestamp: now + 2 * 86_400_000 }, origins, now);
    expect(parsed).toMatchObject({ success: false, field: "timestamp" });
  });
});
