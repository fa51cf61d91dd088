import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { mailOutbox } from "./schema";
import type { MailTransport } from "./transport";

/** A message sent at once (sendMailNow): no attachments, optional extra headers. */
export interface DirectMailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  template?: string;
  /** With a key, the message is handed over at most once, whatever happens to the caller. */
  dedupeKey?: string;
  /** Extra header lines, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** How a message given to sendMailNow fared. */
export type SendNowOutcome =
  | { status: "sent" | "stored"; id: string }
  /** Refused or lost; `retryable` when the server certainly did not take it and may later. */
  | { status: "failed"; id: string; error: string; retryable: boolean }
  /** Its dedupeKey shows a hand-off that started before and never reported back (a crash): not tried again. */
  | { status: "in-doubt"; id: string };

/** The server certainly did not take the message (no connection, no login, a 4xx refusal) and may later. */
function notHandedOver(error: unknown): boolean {
  const e = (error ?? {}) as { code?: string; command?: string; responseCode?: number };
  if (["ECONNECTION", "EDNS", "EAUTH", "ETLS"].includes(e.code ?? "") || e.command === "CONN") return true;
  return typeof e.responseCode === "number" && e.responseCode >= 400 && e.responseCode < 500;
}

async function earlierOutcome(dedupeKey: string): Promise<SendNowOutcome> {
  const [earlier] = await getDb()
    .select({ id: mailOutbox.id, status: mailOutbox.status, error: mailOutbox.error })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, dedupeKey));
  if (!earlier) throw new Error(`The message ${dedupeKey} was neither written nor found`);
  if (earlier.status === "sent" || earlier.status === "stored")
    return { status: earlier.status, id: earlier.id };
  if (earlier.status === "failed")
    return { status: "failed", id: earlier.id, error: earlier.error ?? "", retryable: false };
  return { status: "in-doubt", id: earlier.id };
}

/**
 * The outbox row is written, counting its attempt, before the transport is called, so a key already in
 * the outbox means a hand-off was at least started: its outcome is returned and nothing is sent again.
 * A retryable failure leaves no row behind, so a later call with the same key may send it.
 */
export async function sendDirect(
  via: MailTransport,
  from: string,
  message: DirectMailMessage,
): Promise<SendNowOutcome> {
  const db = getDb();
  const id = randomUUID();
  const { headers, ...stored } = message;
  const [inserted] = await db
    .insert(mailOutbox)
    .values({ id, ...stored, headers: headers ?? null, attempts: 1 })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (!inserted) return earlierOutcome(message.dedupeKey ?? "");
  try {
    const messageId = await via.send({
      from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: [],
      headers,
    });
    const status = via.kind === "smtp" ? "sent" : "stored";
    await db
      .update(mailOutbox)
      .set({ status, transport: via.kind, messageId, sentAt: new Date() })
      .where(eq(mailOutbox.id, id));
    return { status, id };
  } catch (error) {
    const text = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const retryable = notHandedOver(error);
    // Never handed over and to be tried again: the row goes, so its key is free and no failure is counted.
    if (retryable) await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
    else await db.update(mailOutbox).set({ status: "failed", error: text }).where(eq(mailOutbox.id, id));
    return { status: "failed", id, error: text, retryable };
  }
}
