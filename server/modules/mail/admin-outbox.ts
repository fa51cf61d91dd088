import { randomUUID } from "node:crypto";
import { and, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import {
  MAIL_OUTBOX_MESSAGES,
  MAIL_RETRY_REFUSALS,
  MAIL_STATUSES,
  type MailStatus,
} from "../../../lib/mail-outbox";
import { recentResult, UNFILTERED_COUNTS_MAX_AGE_MS } from "../../cache/recent-result";
import { getDb, queryRows } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { enqueueJob } from "../jobs/service";
import { MAIL_DELIVERY_ATTEMPTS, MAIL_DELIVERY_JOB } from "./delivery-job";
import { mailOutbox } from "./schema";
import { pageWindow } from "../../db/page-window";
import { containsPattern } from "../../db/like";

export const OUTBOX_PAGE_SIZE = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OutboxFilters {
  status?: MailStatus;
  template?: string;
  /** Part of the recipient's address. */
  q?: string;
  /** 1-based; clamped to the pages there are. */
  page?: number;
}

/** LIKE's wildcards in what someone typed match only themselves. */
const clean = (text: string | undefined) => (text ?? "").replace(/\0/g, "").trim().slice(0, 100);

const summaryColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  error: mailOutbox.error,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

type StatusCounts = Record<MailStatus | "all", number>;

/** How many e-mails of each status match the search and template filter. */
async function statusCounts(others: SQL[]): Promise<StatusCounts> {
  const grouped = await getDb()
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(and(...others))
    .groupBy(mailOutbox.status);
  const counts = { all: 0, ...Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) } as StatusCounts;
  for (const row of grouped) {
    counts[row.status as MailStatus] = row.n;
    counts.all += row.n;
  }
  return counts;
}

/**
 * Unfiltered, the counts read every e-mail ever queued (two per order and more): like the orders
 * list's tab counts they are kept for a few seconds, and a retry from the back office forgets them.
 */
const unfilteredCounts = recentResult(UNFILTERED_COUNTS_MAX_AGE_MS, () => statusCounts([]));

/** Drops the kept counts (tests that write e-mails directly, then list them). */
export function forgetOutboxCounts(): void {
  unfilteredCounts.forget();
}

/** Every e-mail the shop queued, newest first, with each status's count under the other filters. */
export async function listOutboxMail(filters: OutboxFilters) {
  const db = getDb();
  const q = clean(filters.q);
  const template = clean(filters.template);
  const status = MAIL_STATUSES.includes(filters.status as MailStatus) ? filters.status : undefined;
  const others: SQL[] = [];
  if (q) others.push(ilike(mailOutbox.to, containsPattern(q)));
  if (template) others.push(eq(mailOutbox.template, template));
  const counts = others.length === 0 ? (await unfilteredCounts()).value : await statusCounts(others);
  const total = counts[status ?? "all"];
  const { page, pageCount, offset } = pageWindow(total, filters.page, OUTBOX_PAGE_SIZE);
  const where = and(...others, status ? eq(mailOutbox.status, status) : undefined);
  const mails = await db
    .select(summaryColumns)
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset(offset);
  return { mails, counts, total, page, pageCount };
}

/**
 * The templates the outbox holds, for the filter: one index step per template (a loose index scan)
 * rather than a read of every e-mail ever queued.
 */
export async function listOutboxTemplates(): Promise<string[]> {
  const rows = await queryRows<{ template: string }>(
    getDb(),
    sql`with recursive found(template) as (
        (select template from ${mailOutbox} where template is not null order by template limit 1)
        union all
        select (select m.template from ${mailOutbox} m where m.template > found.template
                order by m.template limit 1)
        from found where found.template is not null
      )
      select template from found where template is not null`,
  );
  return rows.map((r) => r.template);
}

function requireMailId(id: unknown): string {
  if (typeof id !== "string" || !UUID.test(id))
    throw new AppError("NOT_FOUND", MAIL_OUTBOX_MESSAGES.notFound);
  return id;
}

/** One e-mail with its content, as stored; NOT_FOUND when unknown. */
export async function getOutboxMail(id: string) {
  const [mail] = await getDb()
    .select({
      ...summaryColumns,
      html: mailOutbox.html,
      text: mailOutbox.text,
      transport: mailOutbox.transport,
      messageId: mailOutbox.messageId,
      attachments: mailOutbox.attachments,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, requireMailId(id)));
  if (!mail) throw new AppError("NOT_FOUND", MAIL_OUTBOX_MESSAGES.notFound);
  return {
    ...mail,
    attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
  };
}

/**
 * Sends a failed e-mail again: it goes back to queued with a new delivery job, in one transaction with
 * its activity row. Only a message still failed is changed, so a double click queues it once; any
 * other status is refused with the reason.
 */
export async function retryFailedMail(actor: { id: string; email: string }, id: string): Promise<void> {
  requireMailId(id);
  await adminTransaction(
    async (tx) => {
      const [mail] = await tx
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          error: mailOutbox.error,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id))
        .for("update");
      if (!mail) throw new AppError("NOT_FOUND", MAIL_OUTBOX_MESSAGES.notFound);
      if (mail.status !== "failed")
        throw new AppError("CONFLICT", MAIL_RETRY_REFUSALS[mail.status as Exclude<MailStatus, "failed">]);
      await tx.update(mailOutbox).set({ status: "queued", error: null }).where(eq(mailOutbox.id, id));
      // The first delivery job keeps its unique key (mail:<id>) with its failure; each retry has its own.
      await enqueueJob(
        MAIL_DELIVERY_JOB,
        { id },
        { db: tx, uniqueKey: `mail:${id}:retry:${randomUUID()}`, maxAttempts: MAIL_DELIVERY_ATTEMPTS },
      );
      await recordActivity(tx, {
        actor,
        action: "email.retry",
        entityType: "email",
        entityId: id,
        entityLabel: `${mail.subject} (to ${mail.to})`,
        before: { status: "failed", error: mail.error },
        after: { status: "queued", error: null },
      });
    },
    { storefront: false },
  );
  unfilteredCounts.forget();
}
