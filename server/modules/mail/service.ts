import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { getEnv } from "../../config/env";
import { type Database, getDb } from "../../db/client";
import { enqueueJob, registerJob } from "../jobs/service";
import { getStorage } from "../media/service";
import { mailOutbox, type StoredAttachment } from "./schema";
import { type DirectMailMessage, sendDirect, type SendNowOutcome } from "./send-now";
import { configuredTransport, type MailTransport } from "./transport";

import { MAIL_DELIVERY_ATTEMPTS, MAIL_DELIVERY_JOB } from "./delivery-job";

export { escapeHtml } from "./html";
export type { DirectMailMessage, SendNowOutcome } from "./send-now";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  template?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** Queue this message at most once, e.g. `order_confirmation:{orderId}`. */
  dedupeKey?: string;
  /** The order the message is about (the back office lists an order's messages). */
  orderId?: string;
}

const DELIVER_JOB = MAIL_DELIVERY_JOB;
let transportOverride: MailTransport | undefined;

function transport(): MailTransport {
  return transportOverride ?? configuredTransport();
}

export function setMailTransport(override: MailTransport | undefined): void {
  transportOverride = override;
}

function sender(): string {
  const env = getEnv();
  return env.MAIL_FROM ?? `Divine Threads <no-reply@${new URL(env.appUrl).hostname}>`;
}

/**
 * Records the message in the outbox and queues its delivery; pass the caller's transaction
 * so the mail exists exactly when the data that caused it does. With a dedupeKey already queued,
 * nothing is added and the first message's id is returned.
 */
export async function queueMail(message: MailMessage, db: Database = getDb()): Promise<string> {
  const queued = message.dedupeKey ? await findByDedupeKey(db, message.dedupeKey) : null;
  if (queued) return queued;
  const id = randomUUID();
  const attachments: StoredAttachment[] = [];
  for (const file of message.attachments ?? []) {
    const storageKey = `private/mail/${id}/${file.filename.replace(/[^\w.-]/g, "_")}`;
    await getStorage().put(storageKey, file.content, file.contentType);
    attachments.push({ filename: file.filename, contentType: file.contentType, storageKey });
  }
  const [inserted] = await db
    .insert(mailOutbox)
    .values({
      id,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      template: message.template,
      attachments,
      dedupeKey: message.dedupeKey,
      orderId: message.orderId,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (!inserted) {
    // Queued by someone else meanwhile: this copy's attachments are not needed.
    for (const a of attachments) await getStorage().delete(a.storageKey);
    const winner = await findByDedupeKey(db, message.dedupeKey ?? "");
    if (!winner) throw new Error(`The message ${message.dedupeKey} was neither queued nor found`);
    return winner;
  }
  await enqueueJob(DELIVER_JOB, { id }, { db, uniqueKey: `mail:${id}`, maxAttempts: MAIL_DELIVERY_ATTEMPTS });
  return id;
}

async function findByDedupeKey(db: Database, key: string): Promise<string | null> {
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, key));
  return row?.id ?? null;
}

/** Sends one outbox message; throws on failure so the job retries it. */
export async function deliverMail(id: string): Promise<void> {
  const db = getDb();
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!mail || mail.status === "sent" || mail.status === "stored") return;
  const via = transport();
  const attachments = [];
  for (const a of mail.attachments) {
    const content = await getStorage().get(a.storageKey);
    if (!content) throw new Error(`Attachment ${a.filename} is missing from storage`);
    attachments.push({ filename: a.filename, contentType: a.contentType, content });
  }
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
  try {
    const messageId = await via.send({
      from: sender(),
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments,
      headers: mail.headers ?? undefined,
    });
    await db
      .update(mailOutbox)
      .set({
        status: via.kind === "smtp" ? "sent" : "stored",
        transport: via.kind,
        messageId,
        error: null,
        sentAt: new Date(),
      })
      .where(eq(mailOutbox.id, id));
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({ error: error instanceof Error ? error.message : String(error) })
      .where(eq(mailOutbox.id, id));
    throw error;
  }
}

/**
 * Sends one message now, past the queue, with optional extra headers (List-Unsubscribe), at most once
 * per dedupeKey: for senders that pace themselves and need each outcome (newsletter campaigns).
 */
export function sendMailNow(message: DirectMailMessage): Promise<SendNowOutcome> {
  return sendDirect(transport(), sender(), message);
}

export async function listOutbox(options: { to?: string; limit?: number } = {}) {
  const db = getDb();
  const query = db.select().from(mailOutbox);
  const filtered = options.to
    ? query.where(sql`lower(${mailOutbox.to}) = ${options.to.toLowerCase()}`)
    : query;
  return filtered.orderBy(desc(mailOutbox.createdAt)).limit(options.limit ?? 50);
}

export function registerMailJobs(): void {
  registerJob(
    DELIVER_JOB,
    async (payload) => {
      await deliverMail((payload as { id: string }).id);
    },
    {
      onGiveUp: async (payload) => {
        const { id } = payload as { id: string };
        await getDb().update(mailOutbox).set({ status: "failed" }).where(eq(mailOutbox.id, id));
      },
    },
  );
}

export { failedMailCount } from "./admin-counts";
// The back office's mail outbox.
export {
  getOutboxMail,
  listOutboxMail,
  listOutboxTemplates,
  OUTBOX_PAGE_SIZE,
  type OutboxFilters,
  retryFailedMail,
} from "./admin-outbox";

export interface SentMailSummary {
  id: string;
  to: string;
  subject: string;
  template: string | null;
  status: string;
  attempts: number;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** Every message about one order, oldest first (the back office's order page). */
export async function listMailAboutOrder(orderId: string): Promise<SentMailSummary[]> {
  return getDb()
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      template: mailOutbox.template,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      error: mailOutbox.error,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(mailOutbox.createdAt)
    .limit(100);
}
