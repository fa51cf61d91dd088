import { chromium } from "@playwright/test";
const [url, out, w, h] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on("console", (m) => {
  if (m.type() === "error") console.log("console", m.text());
});
page.on("pageerror", (e) => console.log("pageerror", e.message));
await page.goto(url);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: process.argv[6] !== "fold" });
await browser.close();
