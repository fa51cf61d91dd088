// `npm run bench:campaign`: a newsletter campaign to 10,000 subscribers through a local SMTP receiver,
// with the shop killed (SIGKILL) halfway and started again: does every subscriber get exactly one
// e-mail, and what send rate does the shop reach?
//
// Set-up (not timed): a fresh PostgreSQL database, migrated and seeded with the demo shop as
// `npm run db:seed` does; N active, confirmed subscribers who chose the weekly newsletter; the admin
// setting newsletter_send_rate_per_minute (3000, the highest allowed, unless --rate); and mail pointed at
// an SMTP receiver inside this process (campaign-crash-smtp.ts, which says why not smtp-server) through
// the admin settings smtp_host / smtp_port, which win over SMTP_URL (set to the same receiver too).
// Then the built shop (build/main.js, as `npm start` runs it) starts on a port of its own against that
// database.
//
// The run, through the real back office over HTTP: the demo admin signs in, creates a weekly
// newsletter campaign on /admin/newsletter/campaigns/new and sends it from its page (intent "send"
// with the version the page shows). When the receiver has the halfway message in full, the shop is
// killed with SIGKILL before the receiver answers 250, so that message is the worst case: it arrived,
// but the shop never heard so. The shop is started again on the same port and database and the
// campaign is followed in the database until its status is 'sent'.
//
// Printed: subscribers, messages received, recipients with 0 / 1 / more messages, the campaign's
// sent and failed counts (and the failures "in doubt" after the crash), the time from sending to
// finishing without the restart gap (kill -> first message after the restart), and the send rate.
// Exits 1 when any subscriber got more than one message or a delivery recorded as sent never arrived.
//
// Options: --subscribers N (10000), --rate R (3000; 1 to 3000), --kill-at K (kill on the K-th message,
// default half of N), --timeout-minutes M (how long to wait for the campaign; by default 10 minutes
// plus three times the time N messages take at R), --smtp-delay-ms D (the receiver waits D ms before
// greeting each connection, as a distant mail server would; 0). BENCH_DATABASE_URL: the database (its
// name must hold "bench" and must not start with shop_test_; it is dropped and recreated), by default
// postgres://postgres@127.0.0.1:5432/shop_bench_campaign.
// The restart gap includes the wait for the killed run's job: it is retried once its lock expires (at
// most a minute after the kill, server/modules/jobs/service.ts).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createAndSend, signInAsAdmin } from "./campaign-crash-admin";
import {
  type CampaignRow,
  insertSubscribers,
  readCampaign,
  readOutcome,
  subscriberEmail,
  writeSettings,
} from "./campaign-crash-db";
import { type Receiver, startReceiver } from "./campaign-crash-smtp";
import { recreateDatabase, seedDemoShop } from "./checkout-db";
import { ensureBuild, freePort, type RunningShop, startShop } from "./shop-server";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/shop_bench_campaign";
const DATA_DIR = ".tmp/bench-campaign-data";
const POLL_MS = 250;
const PROGRESS_MS = 30_000;

// The demo shop's admin, with ADMIN_PASSWORD given to the seed and the server, as bench:admin does.
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? "admin@shop.localhost";
process.env.ADMIN_PASSWORD ??= "Bench@admin2026";
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;

function options() {
  const { values } = parseArgs({
    options: {
      subscribers: { type: "string" },
      rate: { type: "string" },
      "kill-at": { type: "string" },
      "timeout-minutes": { type: "string" },
      "smtp-delay-ms": { type: "string" },
    },
  });
  const subscribers = Number(values.subscribers ?? 10_000);
  const rate = Number(values.rate ?? 3000);
  const killAt = Number(values["kill-at"] ?? Math.ceil(subscribers / 2));
  const timeoutMinutes = Number(values["timeout-minutes"] ?? 10 + Math.ceil((3 * subscribers) / rate));
  const whole = (n: number, min: number, max = Infinity) => Number.isInteger(n) && n >= min && n <= max;
  if (!whole(subscribers, 2)) throw new Error("--subscribers must be a whole number of at least 2");
  if (!whole(rate, 1, 3000))
    throw new Error("--rate must be a whole number from 1 to 3000 (the shop's range)");
  if (!whole(killAt, 1, subscribers - 1))
    throw new Error("--kill-at must be a message number from 1 to one less than --subscribers");
  const smtpDelayMs = Number(values["smtp-delay-ms"] ?? 0);
  if (!(timeoutMinutes > 0)) throw new Error("--timeout-minutes must be positive");
  if (!whole(smtpDelayMs, 0)) throw new Error("--smtp-delay-ms must be a whole number of milliseconds");
  return { subscribers, rate, killAt, timeoutMs: timeoutMinutes * 60_000, smtpDelayMs };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perMinute = (messages: number, ms: number) => (ms > 0 ? ((messages * 60_000) / ms).toFixed(0) : "-");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the process is gone (Node reaps its children on its own event loop). */
async function gone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(10);
  }
}

/**
 * Follows the campaign in the database until `until` holds, printing progress now and then; `wake`
 * cuts a pause between two looks short.
 */
async function followCampaign(
  client: pg.Client,
  receiver: Receiver,
  deadline: number,
  until: (c: CampaignRow) => boolean,
  wake?: Promise<void>,
): Promise<CampaignRow> {
  let lastReport = Date.now();
  for (;;) {
    const campaign = await readCampaign(client);
    if (!campaign) throw new Error("The campaign is gone from the database");
    if (until(campaign)) return campaign;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out: the campaign is still '${campaign.status}' (${campaign.sent} sent, ${campaign.failed} failed ` +
          `of ${campaign.total}; ${receiver.arrivals.length} messages received)`,
      );
    if (Date.now() - lastReport >= PROGRESS_MS) {
      lastReport = Date.now();
      console.log(
        `  ... ${receiver.arrivals.length} messages received; campaign ${campaign.status}: ` +
          `${campaign.sent} sent, ${campaign.failed} failed of ${campaign.total}`,
      );
    }
    await Promise.race([sleep(POLL_MS), wake]);
  }
}

async function main(): Promise<boolean> {
  const { subscribers, rate, killAt, timeoutMs, smtpDelayMs } = options();
  const name = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
  if (name.startsWith("shop_test_"))
    throw new Error(`Refusing to use ${name}: shop_test_* belong to the tests`);
  ensureBuild();

  console.log(`Recreating ${name}, migrating and seeding the demo shop...`);
  await recreateDatabase(DATABASE_URL);
  fs.rmSync(path.resolve(DATA_DIR), { recursive: true, force: true });
  seedDemoShop(DATABASE_URL, DATA_DIR);

  // The receiver outlives both shop processes. On the K-th message it kills the shop and answers
  // only once the process is gone.
  let shop: RunningShop | undefined;
  let killedAt = 0;
  let onKilled: () => void = () => undefined;
  const killed = new Promise<void>((resolve) => (onKilled = resolve));
  const receiver = await startReceiver((n) => {
    if (n !== killAt || !shop) return undefined;
    const { pid } = shop;
    killedAt = Date.now();
    process.kill(pid, "SIGKILL");
    return gone(pid).then(onKilled);
  }, smtpDelayMs);
  console.log(
    `Adding ${subscribers} confirmed weekly-newsletter subscribers; rate ${rate}/min; ` +
      `SMTP receiver on 127.0.0.1:${receiver.port}` +
      (smtpDelayMs ? ` (greeting after ${smtpDelayMs} ms)` : "") +
      "...",
  );
  await insertSubscribers(DATABASE_URL, subscribers);
  await writeSettings(DATABASE_URL, rate, receiver.port);

  const port = await freePort();
  const env = {
    DATABASE_URL,
    ADMIN_PASSWORD,
    LOG_LEVEL: "warn",
    SMTP_URL: `smtp://127.0.0.1:${receiver.port}`,
  };
  console.log(`Starting the built shop on port ${port}...`);
  shop = await startShop({ dataDir: DATA_DIR, port, env });
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const cookie = await signInAsAdmin(shop.origin, ADMIN_EMAIL, ADMIN_PASSWORD);
    console.log("Creating the campaign and sending it from /admin/newsletter/campaigns/:id...");
    const sendAt = Date.now();
    const campaignId = await createAndSend(shop.origin, cookie, subscribers);
    const deadline = sendAt + timeoutMs;

    const halfway = (c: CampaignRow) => c.status !== "sending" || killedAt > 0;
    const early = await followCampaign(db, receiver, deadline, halfway, killed);
    if (killedAt === 0)
      throw new Error(`The campaign ended '${early.status}' before message ${killAt} arrived`);
    await killed;
    await shop.stop();
    const beforeKill = receiver.arrivals.length;
    console.log(
      `Killed the shop (SIGKILL) on message ${killAt}, ${seconds(killedAt - sendAt)} after sending, ` +
        "before the receiver answered 250. Starting it again...",
    );
    shop = await startShop({ dataDir: DATA_DIR, port, env });
    const upAt = Date.now();
    console.log(`  up again after ${seconds(upAt - killedAt)}; waiting for the campaign to finish...`);
    const campaign = await followCampaign(db, receiver, deadline, (c) => c.status !== "sending");
    await shop.stop();
    // Anything still on its way to the receiver (nothing should be: each delivery is recorded after
    // the hand-off) has a moment to arrive before counting.
    await sleep(1000);

    return report({
      subscribers,
      rate,
      smtpDelayMs,
      killAt,
      receiver,
      beforeKill,
      campaign,
      outcome: await readOutcome(DATABASE_URL, campaignId),
      times: { sendAt, killedAt, upAt },
    });
  } finally {
    await db.end();
    await shop?.stop();
    await receiver.close();
  }
}

function report(r: {
  subscribers: number;
  rate: number;
  smtpDelayMs: number;
  killAt: number;
  receiver: Receiver;
  beforeKill: number;
  campaign: CampaignRow;
  outcome: Awaited<ReturnType<typeof readOutcome>>;
  times: { sendAt: number; killedAt: number; upAt: number };
}): boolean {
  const { subscribers, receiver, campaign, outcome } = r;
  const { sendAt, killedAt, upAt } = r.times;
  const audience = new Set(Array.from({ length: subscribers }, (_, i) => subscriberEmail(i + 1)));
  const counts = [...audience].map((email) => receiver.perRecipient.get(email) ?? 0);
  const none = counts.filter((n) => n === 0).length;
  const once = counts.filter((n) => n === 1).length;
  const twiceOrMore = counts.filter((n) => n > 1);
  const toSubscribers = receiver.arrivals.filter((a) => a.to.some((t) => audience.has(t)));
  const others = [...receiver.perRecipient].filter(([to]) => !audience.has(to));
  const lost = outcome.sentTo.filter((email) => !receiver.perRecipient.get(email));
  const failedButArrived = outcome.failedTo.filter((email) => receiver.perRecipient.get(email));

  // Sending time: from the send to the kill, then from the first message after the restart to the
  // campaign's finished_at. The gap between (restart, and the killed run's job lock expiring) is left out.
  const finishedAt = campaign.finishedAt?.getTime() ?? Date.now();
  const resumeAt = toSubscribers.find((a) => a.at > killedAt)?.at ?? upAt;
  const beforeMs = killedAt - sendAt;
  const afterMs = finishedAt - resumeAt;
  const afterKill = toSubscribers.length - r.beforeKill;

  const lines = [
    "",
    `Campaign to ${subscribers} subscribers, PostgreSQL, rate setting ${r.rate}/min, SIGKILL on message ${r.killAt}` +
      (r.smtpDelayMs ? `, SMTP greeting after ${r.smtpDelayMs} ms` : ""),
    `Subscribers:                  ${subscribers}`,
    `Messages received:            ${toSubscribers.length} to subscribers (${r.beforeKill} before the kill, ` +
      `${afterKill} after the restart)` +
      (others.length
        ? `; ${others.reduce((s, [, n]) => s + n, 0)} to other addresses (${others.map(([t]) => t).join(", ")})`
        : ""),
    `Recipients with 0 messages:   ${none}`,
    `Recipients with 1 message:    ${once}`,
    `Recipients with >1 messages:  ${twiceOrMore.length}` +
      (twiceOrMore.length ? ` (up to ${Math.max(...twiceOrMore)} each)` : ""),
    `Campaign:                     ${campaign.status}, total ${campaign.total}, sent ${campaign.sent}, ` +
      `failed ${campaign.failed} (in doubt after the crash: ${outcome.inDoubt}` +
      Object.entries(outcome.otherErrors)
        .map(([why, n]) => `; ${n} x ${why.slice(0, 120)}`)
        .join("") +
      ")",
    `Deliveries by status:         ${JSON.stringify(outcome.byStatus)}; outbox rows: ${JSON.stringify(outcome.outbox)}`,
    `In doubt but received:        ${failedButArrived.length} (recorded failed, yet the receiver has it)`,
    `Recorded sent, never arrived: ${lost.length}`,
    `SMTP connections:             ${receiver.connections}`,
    `Job runs:                     ${outcome.runs} (${outcome.retriedRuns} needed a second attempt)` +
      (outcome.lastJobError ? `; last error: ${outcome.lastJobError.slice(0, 200)}` : ""),
    `Kill:                         ${seconds(beforeMs)} after sending; shop up again ${seconds(upAt - killedAt)} ` +
      `later; first message after the restart ${seconds(resumeAt - upAt)} after that (restart gap ${seconds(resumeAt - killedAt)})`,
    `Send to finish:               ${seconds(finishedAt - sendAt)} in all, ${seconds(beforeMs + afterMs)} ` +
      `without the restart gap (${seconds(beforeMs)} before the kill + ${seconds(afterMs)} after)`,
    `Send rate reached:            ${perMinute(toSubscribers.length, beforeMs + afterMs)} messages/min ` +
      `(before the kill ${perMinute(r.beforeKill, beforeMs)}/min, after the restart ${perMinute(afterKill, afterMs)}/min; ` +
      `setting ${r.rate}/min)`,
  ];
  console.log(lines.join("\n"));
  const failures = [
    ...(twiceOrMore.length ? [`${twiceOrMore.length} subscribers received the campaign more than once`] : []),
    ...(lost.length
      ? [`${lost.length} deliveries recorded as sent never arrived (${lost.slice(0, 5).join(", ")})`]
      : []),
    ...(campaign.status !== "sent" ? [`the campaign ended '${campaign.status}', not 'sent'`] : []),
  ];
  console.log(
    failures.length
      ? `\nFAILED:\n${failures.map((f) => `  - ${f}`).join("\n")}`
      : "\nNo subscriber received the campaign twice.",
  );
  return failures.length === 0;
}

main()
  .then((ok) => {
    if (!ok) process.exitCode = 1;
  })
  .catch((error) => {
    console.error(`bench:campaign failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
