import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { getEnv } from "../../config/env";
import { enqueueJob, registerJob } from "../jobs/service";
import { escapeHtml, queueMail } from "../mail/service";
import { getAdminSetting } from "../settings/service";
import type { StockStatus } from "./rules";

/**
 * A morning e-mail to every active admin listing the active products that are out of stock or low
 * (spec section 4's severities), sent only on days when there is something to list. Each run
 * schedules the next day's; a unique key per day keeps it to one run however many processes start.
 * The admin setting `low_stock_digest_enabled` = 'false' switches it off.
 */
export const LOW_STOCK_DIGEST_JOB = "inventory.low_stock_digest";
/** 09:00 in India. */
const SEND_AT_IST_MINUTES = 9 * 60;
const IST_OFFSET_MINUTES = 330;
/** The e-mail lists this many products of each kind, the lowest first, and counts the rest. */
export const DIGEST_LIST_LIMIT = 25;

/** The next 09:00 IST after `now`, and its Indian calendar day. */
export function nextDigestTime(now: Date): { at: Date; day: string } {
  const istNow = now.getTime() + IST_OFFSET_MINUTES * 60_000;
  const istMidnight = Math.floor(istNow / 86_400_000) * 86_400_000;
  let istAt = istMidnight + SEND_AT_IST_MINUTES * 60_000;
  if (istAt <= istNow) istAt += 86_400_000;
  return {
    at: new Date(istAt - IST_OFFSET_MINUTES * 60_000),
    day: new Date(istAt).toISOString().slice(0, 10),
  };
}

export async function scheduleLowStockDigest(now = new Date()): Promise<void> {
  const { at, day } = nextDigestTime(now);
  await enqueueJob(LOW_STOCK_DIGEST_JOB, { day }, { runAt: at, uniqueKey: `low-stock-digest:${day}` });
}

export interface DigestProduct {
  id: string;
  name: string;
  available: number;
  threshold: number;
  status: Extract<StockStatus, "out_of_stock" | "low_stock">;
}

export interface LowStockDigest {
  outOfStock: { count: number; products: DigestProduct[] };
  lowStock: { count: number; products: DigestProduct[] };
}

/** Active products out of stock or low, from the stored stock status and its index. */
export async function readLowStockDigest(limit = DIGEST_LIST_LIMIT): Promise<LowStockDigest> {
  const rows = await queryRows<DigestProduct & { total: number }>(
    getDb(),
    sql`select * from (
          select p.id, p.name, p.stock_available as available, p.low_stock_threshold as threshold,
            p.stock_status as status,
            count(*) over (partition by p.stock_status)::int as total,
            row_number() over (partition by p.stock_status order by p.stock_available, lower(p.name)) as n
          from products p
          where p.stock_status in ('out_of_stock', 'low_stock') and p.is_active
        ) ranked
        where n <= ${limit}
        order by status desc, n`,
  );
  const group = (status: DigestProduct["status"]) => {
    const of = rows.filter((r) => r.status === status);
    return {
      count: of[0]?.total ?? 0,
      products: of.map(({ id, name, available, threshold }) => ({ id, name, available, threshold, status })),
    };
  };
  return { outOfStock: group("out_of_stock"), lowStock: group("low_stock") };
}

export function renderLowStockDigest(digest: LowStockDigest, day: string, appUrl: string) {
  const inventoryUrl = (stock: string) => `${appUrl}/admin/inventory?stock=${stock}&sort=stock-low`;
  const total = digest.outOfStock.count + digest.lowStock.count;
  const subject = `Stock alert: ${digest.outOfStock.count} out of stock, ${digest.lowStock.count} low (${day})`;
  const sections = [
    { title: "Critical: out of stock", stock: "out_of_stock", ...digest.outOfStock },
    { title: "Warning: low stock", stock: "low_stock", ...digest.lowStock },
  ].filter((s) => s.count > 0);
  const line = (p: DigestProduct) => `${p.name}: ${p.available} left (alert at ${p.threshold})`;
  const more = (s: (typeof sections)[number]) =>
    s.count > s.products.length ? `and ${s.count - s.products.length} more` : null;
  const text = [
    `${total} active products need stock.`,
    ...sections.flatMap((s) => [
      "",
      `${s.title} (${s.count})`,
      ...s.products.map((p) => `- ${line(p)}`),
      ...(more(s) ? [more(s)!] : []),
      `See them all: ${inventoryUrl(s.stock)}`,
    ]),
    "",
    `Switch this e-mail off with the setting low_stock_digest_enabled = false.`,
  ].join("\n");
  const html = `<div style="font-family:Arial,sans-serif;color:#1c1917;max-width:600px">
<h1 style="font-size:20px;color:#6e1414">${escapeHtml(`${total} active products need stock`)}</h1>
${sections
  .map(
    (s) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(`${s.title} (${s.count})`)}</h2>
<ul style="margin:0;padding-left:20px;line-height:1.5">${s.products.map((p) => `<li>${escapeHtml(line(p))}</li>`).join("")}${
      more(s) ? `<li>${escapeHtml(more(s)!)}</li>` : ""
    }</ul>
<p><a href="${escapeHtml(inventoryUrl(s.stock))}" style="color:#6e1414">See them all in the back office</a></p>`,
  )
  .join("\n")}
<p style="font-size:12px;color:#57534e">Switch this e-mail off with the setting low_stock_digest_enabled = false.</p>
</div>`;
  return { subject, html, text };
}

/** Queues the day's e-mail to each active admin (once per admin and day), then the next day's run. */
export async function sendLowStockDigest(day: string): Promise<number> {
  let sent = 0;
  if ((await getAdminSetting("low_stock_digest_enabled"))?.trim().toLowerCase() !== "false") {
    const digest = await readLowStockDigest();
    if (digest.outOfStock.count + digest.lowStock.count > 0) {
      const admins = await queryRows<{ id: string; email: string }>(
        getDb(),
        sql`select id, email from "user"
            where role = 'admin' and is_active and not coalesce(banned, false) order by created_at`,
      );
      const mail = renderLowStockDigest(digest, day, getEnv().appUrl);
      for (const admin of admins) {
        await queueMail({
          to: admin.email,
          ...mail,
          template: "low_stock_digest",
          dedupeKey: `low_stock_digest:${day}:${admin.id}`,
        });
        sent++;
      }
    }
  }
  // Tomorrow's run: at least an hour after this one, so a late run never schedules its own day again.
  await scheduleLowStockDigest(new Date(Date.now() + 60 * 60_000));
  return sent;
}

export function registerInventoryJobs(): void {
  registerJob(
    LOW_STOCK_DIGEST_JOB,
    async (payload) => {
      const day = (payload as { day?: unknown }).day;
      await sendLowStockDigest(typeof day === "string" ? day : nextDigestTime(new Date()).day);
    },
    { maxAttempts: 5 },
  );
}
