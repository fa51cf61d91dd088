import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a message to `to` (received by the test SMTP server) containing `pattern`; returns the match. */
export async function linkFromMail(to: string, pattern: RegExp): Promise<string> {
  const dir = path.resolve(`.tmp/e2e-mail-${process.env.E2E_PORT ?? 3100}`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir)
          ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${to.toLowerCase()}.eml`))
          : [];
        for (const file of files.sort().reverse()) {
          const match = pattern.exec(decode(fs.readFileSync(path.join(dir, file), "utf8")));
          if (match) return (link = match[0]);
        }
        return undefined;
      },
      { timeout: 15_000, message: `a mail to ${to} matching ${pattern}` },
    )
    .toBeTruthy();
  return link!;
}
