import { describe, expect, it } from "vitest";
import { setFlash, takeFlash } from "./flash";

const message = { type: "success" as const, text: "Silk Lehenga added to cart!" };

describe("the flash message cookie", () => {
  it("is Secure when the shop is reached over https, and only then", async () => {
    const https = await setFlash(message, new Request("https://shop.example.in/cart/add"));
    expect(https).toMatch(/; Secure/);
    expect(https).toMatch(/HttpOnly/);
    const http = await setFlash(message, new Request("http://localhost:3000/cart/add"));
    expect(http).not.toMatch(/Secure/);
  });

  it("carries the message across one redirect", async () => {
    const cookie = (await setFlash(message, new Request("https://shop.example.in/cart/add"))).split(";")[0];
    const taken = await takeFlash(new Request("https://shop.example.in/shop", { headers: { cookie } }));
    expect(taken.message).toEqual(message);
    expect(taken.clear).toMatch(/Max-Age=0/);
  });
});
