import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import {
  CONTACT_INBOX_MESSAGES,
  CONTACT_INBOX_TABS,
  type ContactInboxStatus,
  type ContactInboxTab,
} from "../../../lib/contact-inbox";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { contactMessages } from "./schema";
import { pageWindow } from "../../db/page-window";
import { containsPattern } from "../../db/like";

export const CONTACT_PAGE_SIZE = 25;
const SNIPPET_LENGTH = 140;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Actor {
  id: string;
  email: string;
}

export interface ContactListFilters {
  tab?: ContactInboxTab;
  q?: string;
  /** 1-based; clamped to the pages there are. */
  page?: number;
}

export interface ContactListRow {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  snippet: string;
  status: ContactInboxStatus;
  createdAt: Date;
  repliedAt: Date | null;
}

export interface ContactMessageDetail extends Omit<ContactListRow, "snippet"> {
  message: string;
  replyBody: string | null;
  /** The account that replied; null once that account is deleted. */
  repliedBy: string | null;
}

/** LIKE's wildcards in what someone typed match only themselves. */

function searchCondition(q: string): SQL | undefined {
  const text = q.replace(/\0/g, "").trim().slice(0, 100);
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const m = contactMessages;
  return or(
    ilike(m.name, pattern),
    ilike(m.email, pattern),
    ilike(m.subject, pattern),
    ilike(m.message, pattern),
  );
}

// "All" is the inbox: everything but spam, which only its own tab shows.
const tabCondition = (tab: ContactInboxTab) =>
  tab === "all" ? ne(contactMessages.status, "spam") : eq(contactMessages.status, tab);

/** Messages for the back office's inbox, newest first, with each tab's count under the same search. */
export async function listContactMessages(filters: ContactListFilters) {
  const db = getDb();
  const tab = CONTACT_INBOX_TABS.includes(filters.tab as ContactInboxTab) ? filters.tab! : "all";
  const search = searchCondition(filters.q ?? "");
  const where = and(tabCondition(tab), search);
  const grouped = await db
    .select({ status: contactMessages.status, n: count() })
    .from(contactMessages)
    .where(search)
    .groupBy(contactMessages.status);
  const counts = Object.fromEntries(CONTACT_INBOX_TABS.map((t) => [t, 0])) as Record<ContactInboxTab, number>;
  for (const row of grouped) {
    counts[row.status as ContactInboxStatus] = row.n;
    if (row.status !== "spam") counts.all += row.n;
  }
  const total = counts[tab];
  const { page, pageCount, offset } = pageWindow(total, filters.page, CONTACT_PAGE_SIZE);
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      snippet: sql<string>`left(${contactMessages.message}, ${SNIPPET_LENGTH})`,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
      repliedAt: contactMessages.repliedAt,
    })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_PAGE_SIZE)
    .offset(offset);
  return { messages: rows as ContactListRow[], counts, total, page, pageCount, tab };
}

/** Messages nobody has opened yet, for the dashboard (served by the status index). */
export async function newContactMessageCount(): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, "new"));
  return row?.n ?? 0;
}

const detailColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
  replyBody: contactMessages.replyBody,
  repliedAt: contactMessages.repliedAt,
  repliedBy: contactMessages.repliedBy,
};

/** Any id that is not a stored message's, including text that is no UUID at all, is NOT_FOUND. */
export function requireMessageId(id: unknown): string {
  if (typeof id !== "string" || !UUID.test(id))
    throw new AppError("NOT_FOUND", CONTACT_INBOX_MESSAGES.notFound);
  return id;
}

export async function getContactMessage(id: string): Promise<ContactMessageDetail> {
  const [row] = await getDb()
    .select(detailColumns)
    .from(contactMessages)
    .where(eq(contactMessages.id, requireMessageId(id)));
  if (!row) throw new AppError("NOT_FOUND", CONTACT_INBOX_MESSAGES.notFound);
  return row as ContactMessageDetail;
}

export const contactLabel = (m: { name: string; email: string }) => `${m.name} (${m.email})`;

/**
 * Opens a message for an admin: a new one becomes read (an admin write, logged). Only a message still
 * new is changed, so two people opening it at once log it once.
 */
export async function openContactMessage(actor: Actor, id: string): Promise<ContactMessageDetail> {
  const message = await getContactMessage(id);
  if (message.status !== "new") return message;
  const marked = await adminTransaction(
    async (tx) => {
      const [row] = await tx
        .update(contactMessages)
        .set({ status: "read" })
        .where(and(eq(contactMessages.id, message.id), eq(contactMessages.status, "new")))
        .returning({ id: contactMessages.id });
      if (!row) return false;
      await recordActivity(tx, {
        actor,
        action: "contact_message.read",
        entityType: "contact_message",
        entityId: message.id,
        entityLabel: contactLabel(message),
        before: { status: "new" },
        after: { status: "read" },
      });
      return true;
    },
    { storefront: false },
  );
  return marked ? { ...message, status: "read" } : getContactMessage(id);
}
