// Database side of `npm run bench:campaign`: the subscribers and settings written before the shop
// starts, the campaign's progress while it sends, and what the shop recorded once it is done.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The start of IN_DOUBT_ERROR (server/modules/newsletter/campaign-sender.ts), stored on such deliveries. */
const IN_DOUBT_PREFIX = "Sending was interrupted while this message was being handed to the mail server";

export const subscriberEmail = (i: number) => `bench-${i}@subscribers.example.com`;

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * `count` active, confirmed subscribers who chose the weekly newsletter only (so a weekly campaign
 * reaches all of them), each with its own unsubscribe token as subscribing would give it.
 */
export async function insertSubscribers(url: string, count: number): Promise<void> {
  const emails = Array.from({ length: count }, (_, i) => subscriberEmail(i + 1));
  const tokens = emails.map(() => randomBytes(24).toString("base64url"));
  await withClient(url, async (client) => {
    const { rowCount } = await client.query(
      `insert into subscribers (email, full_name, source, preferences, is_verified, verified_at, is_active,
                                unsubscribe_token)
       select e, 'Bench subscriber', 'bench',
              '{"weekly_newsletter": true, "promotions": false, "new_arrivals": false}'::jsonb,
              true, now(), true, t
       from unnest($1::text[], $2::text[]) as x(e, t)`,
      [emails, tokens],
    );
    if (rowCount !== count) throw new Error(`Only ${rowCount} of ${count} subscribers were inserted`);
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from subscribers
       where is_active and is_verified and (preferences->>'weekly_newsletter')::boolean`,
    );
    if (rows[0].n !== count)
      throw new Error(`The weekly newsletter's audience is ${rows[0].n}, not the ${count} bench subscribers`);
  });
}

/**
 * Admin settings (table admin_settings) written as the settings page would store them: the sending
 * rate, and the SMTP server. A non-empty smtp_host wins over SMTP_URL, so the receiver is set there;
 * an empty user name and password mean no login.
 */
export async function writeSettings(url: string, rate: number, smtpPort: number): Promise<void> {
  const values: [string, string, string][] = [
    ["newsletter_send_rate_per_minute", String(rate), "number"],
    ["smtp_host", "127.0.0.1", "string"],
    ["smtp_port", String(smtpPort), "number"],
    ["smtp_username", "", "string"],
    ["smtp_password", "", "string"],
  ];
  await withClient(url, async (client) => {
    for (const [key, value, type] of values)
      await client.query(
        `insert into admin_settings (setting_key, setting_value, setting_type, is_encrypted)
         values ($1, $2, $3, $1 = 'smtp_password')
         on conflict (setting_key) do update set setting_value = excluded.setting_value, updated_at = now()`,
        [key, value, type],
      );
  });
}

export interface CampaignRow {
  id: string;
  status: string;
  total: number;
  sent: number;
  failed: number;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** The newest campaign (the benchmark creates one). */
export async function readCampaign(client: pg.Client): Promise<CampaignRow | null> {
  const { rows } = await client.query<CampaignRow>(
    `select id, status, total_count as total, sent_count as sent, failed_count as failed,
            started_at as "startedAt", finished_at as "finishedAt"
     from newsletter_campaigns order by created_at desc limit 1`,
  );
  return rows[0] ?? null;
}

export interface DeliveryOutcome {
  byStatus: Record<string, number>;
  inDoubt: number;
  /** Failure reasons other than "in doubt", with their counts. */
  otherErrors: Record<string, number>;
  /** Addresses whose delivery the shop recorded as sent. */
  sentTo: string[];
  /** Addresses whose delivery the shop recorded as failed. */
  failedTo: string[];
  /** The campaign's outbox rows by status ('queued' = a hand-off whose outcome was never recorded). */
  outbox: Record<string, number>;
  /** Runs of the sending job: how many, and how many needed more than one attempt (a crash, an error). */
  runs: number;
  retriedRuns: number;
  lastJobError: string | null;
}

export async function readOutcome(url: string, campaignId: string): Promise<DeliveryOutcome> {
  return withClient(url, async (client) => {
    const deliveries = await client.query<{ status: string; error: string | null; email: string }>(
      `select d.status, d.error, s.email from campaign_deliveries d join subscribers s on s.id = d.subscriber_id
       where d.campaign_id = $1`,
      [campaignId],
    );
    const outcome: DeliveryOutcome = {
      byStatus: {},
      inDoubt: 0,
      otherErrors: {},
      sentTo: [],
      failedTo: [],
      outbox: {},
      runs: 0,
      retriedRuns: 0,
      lastJobError: null,
    };
    for (const d of deliveries.rows) {
      outcome.byStatus[d.status] = (outcome.byStatus[d.status] ?? 0) + 1;
      if (d.status === "sent") outcome.sentTo.push(d.email);
      if (d.status !== "failed") continue;
      outcome.failedTo.push(d.email);
      if (d.error?.startsWith(IN_DOUBT_PREFIX)) outcome.inDoubt++;
      else outcome.otherErrors[d.error ?? "(none)"] = (outcome.otherErrors[d.error ?? "(none)"] ?? 0) + 1;
    }
    const outbox = await client.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from mail_outbox where dedupe_key like $1 group by status`,
      [`newsletter_campaign:${campaignId}:%`],
    );
    outcome.outbox = Object.fromEntries(outbox.rows.map((r) => [r.status, r.n]));
    const jobs = await client.query<{ runs: number; retried: number; last_error: string | null }>(
      `select count(*)::int as runs, count(*) filter (where attempts > 1)::int as retried,
              (array_agg(last_error order by updated_at desc) filter (where last_error is not null))[1] as last_error
       from jobs where type = 'newsletter.send' and payload->>'campaignId' = $1`,
      [campaignId],
    );
    outcome.runs = jobs.rows[0].runs;
    outcome.retriedRuns = jobs.rows[0].retried;
    outcome.lastJobError = jobs.rows[0].last_error;
    return outcome;
  });
}
