import { eq } from "drizzle-orm";
import {
  CONTACT_INBOX_MESSAGES,
  CONTACT_MOVE_REFUSALS,
  CONTACT_MOVES,
  CONTACT_REPLY_MAX,
  type ContactInboxStatus,
  type ContactMove,
} from "../../../lib/contact-inbox";
import { cleanText } from "../../../lib/contact-schema";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { queueMail } from "../mail/service";
import { type Actor, contactLabel, requireMessageId } from "./admin-contact";
import { contactReplyMail, shopReplyAddress } from "./admin-contact-mail";
import { contactMessages } from "./schema";

type Locked = typeof contactMessages.$inferSelect;

/** The inbox's state machine: where each move may start, and where it leads. */
const MOVES: Record<
  ContactMove,
  { from: readonly ContactInboxStatus[]; to: (m: Locked) => ContactInboxStatus }
> = {
  read: { from: ["new"], to: () => "read" },
  unread: { from: ["read"], to: () => "new" },
  archive: { from: ["new", "read", "replied"], to: () => "archived" },
  spam: { from: ["new", "read", "replied", "archived"], to: () => "spam" },
  // Back to the inbox: an answered message stays answered.
  restore: { from: ["archived", "spam"], to: (m) => (m.replyBody === null ? "read" : "replied") },
};

const isMove = (move: unknown): move is ContactMove => CONTACT_MOVES.includes(move as ContactMove);

/** The message, locked for this transaction, so two people changing it at once take turns. */
async function lockMessage(tx: Database, id: string): Promise<Locked> {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, requireMessageId(id)))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", CONTACT_INBOX_MESSAGES.notFound);
  return row;
}

export interface ContactMoveResult {
  /** False when the message already was there: nothing written, nothing logged. */
  changed: boolean;
  status: ContactInboxStatus;
}

/** Marks a message read or unread, archives it, marks it as spam or moves it back to the inbox. */
export async function moveContactMessage(
  actor: Actor,
  id: string,
  move: unknown,
): Promise<ContactMoveResult> {
  if (!isMove(move)) throw new AppError("INVALID", CONTACT_INBOX_MESSAGES.unknownAction);
  return adminTransaction(
    async (tx) => {
      const message = await lockMessage(tx, id);
      const current = message.status as ContactInboxStatus;
      const rule = MOVES[move];
      if (!rule.from.includes(current)) {
        if (move !== "restore" && current === rule.to(message)) return { changed: false, status: current };
        throw new AppError("CONFLICT", CONTACT_MOVE_REFUSALS[move as Exclude<ContactMove, "spam">]);
      }
      const status = rule.to(message);
      await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, message.id));
      await recordActivity(tx, {
        actor,
        action: `contact_message.${move}`,
        entityType: "contact_message",
        entityId: message.id,
        entityLabel: contactLabel(message),
        before: { status: current },
        after: { status },
      });
      return { changed: true, status };
    },
    { storefront: false },
  );
}

/** The reply as typed, without NUL characters and surrounding blank space; INVALID when empty or too long. */
function parseReply(body: unknown): string {
  const text = cleanText(body);
  if (!text)
    throw new AppError("INVALID", CONTACT_INBOX_MESSAGES.replyRequired, {
      reply: CONTACT_INBOX_MESSAGES.replyRequired,
    });
  if (text.length > CONTACT_REPLY_MAX)
    throw new AppError("INVALID", CONTACT_INBOX_MESSAGES.replyTooLong, {
      reply: CONTACT_INBOX_MESSAGES.replyTooLong,
    });
  return text;
}

/**
 * E-mails the admin's reply to the sender through the shop's mail and keeps it with the message
 * (reply_body, replied_at, replied_by, status replied), in one transaction with its activity row.
 * A message has one reply: a second, or a reply to spam, is refused and nothing is sent.
 */
export async function replyToContactMessage(
  actor: Actor,
  id: string,
  body: unknown,
): Promise<{ to: string }> {
  const reply = parseReply(body);
  requireMessageId(id);
  const shopAddress = await shopReplyAddress();
  return adminTransaction(
    async (tx) => {
      const message = await lockMessage(tx, id);
      if (message.status === "spam") throw new AppError("CONFLICT", CONTACT_INBOX_MESSAGES.spamReply);
      if (message.replyBody !== null) throw new AppError("CONFLICT", CONTACT_INBOX_MESSAGES.alreadyReplied);
      const repliedAt = new Date();
      await tx
        .update(contactMessages)
        .set({ status: "replied", replyBody: reply, repliedAt, repliedBy: actor.id })
        .where(eq(contactMessages.id, message.id));
      await queueMail(contactReplyMail(message, reply, shopAddress), tx);
      await recordActivity(tx, {
        actor,
        action: "contact_message.reply",
        entityType: "contact_message",
        entityId: message.id,
        entityLabel: contactLabel(message),
        before: { status: message.status, replyBody: null },
        after: { status: "replied", replyBody: reply },
      });
      return { to: message.email };
    },
    { storefront: false },
  );
}
