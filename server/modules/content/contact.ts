import { and, count, gt, sql } from "drizzle-orm";
import { getEnv } from "../../config/env";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { log } from "../../log";
import { type ContactInput, parseContactForm } from "../../../lib/contact-schema";
import { text } from "../../../lib/settings";
import { escapeHtml, queueMail } from "../mail/service";
import { getSettings } from "../settings/service";
import { contactMessages } from "./schema";

/** More than this many messages from one address within the window are refused. */
export const CONTACT_RATE_LIMIT = { messages: 5, windowMs: 60 * 60 * 1000 };
export const CONTACT_RATE_LIMIT_MESSAGE =
  "You have sent several messages in the last hour. Please try again later.";

/** Where contact messages go: business_email, else contact_email, else the admin address. */
async function shopAddress(): Promise<string | undefined> {
  const settings = await getSettings(["business_email", "contact_email"]);
  return text(settings, "business_email") || text(settings, "contact_email") || getEnv().ADMIN_EMAIL;
}

function shopMail(message: Omit<ContactInput, "consent">, to: string) {
  const subject = (message.subject ?? "No subject").replace(/[\r\n]+/g, " ");
  const lines = [`From: ${message.name} <${message.email}>`, `Subject: ${subject}`, "", message.message];
  return {
    to,
    subject: `Contact form: ${subject}`.slice(0, 200),
    template: "contact_message",
    text: lines.join("\n"),
    html:
      `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p>` +
      `<p><strong>Subject:</strong> ${escapeHtml(subject)}</p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  };
}

/**
 * Validates and stores a contact message and queues an e-mail to the shop in the same
 * transaction. Throws AppError INVALID (spec messages) or RATE_LIMITED.
 */
export async function submitContactMessage(input: Record<string, unknown>): Promise<{ id: string }> {
  const parsed = parseContactForm(input);
  if (!parsed.ok) throw new AppError("INVALID", parsed.formError, parsed.fieldErrors);
  // Consent is required to send; what is stored is the message itself.
  const { name, email, subject, message: text } = parsed.data;
  const message = { name, email, subject, message: text };
  const db = getDb();

  const since = new Date(Date.now() - CONTACT_RATE_LIMIT.windowMs);
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(contactMessages)
    .where(
      and(
        sql`lower(${contactMessages.email}) = ${message.email.toLowerCase()}`,
        gt(contactMessages.createdAt, since),
      ),
    );
  if (recent >= CONTACT_RATE_LIMIT.messages) throw new AppError("RATE_LIMITED", CONTACT_RATE_LIMIT_MESSAGE);

  const to = await shopAddress();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    if (to) await queueMail(shopMail(message, to), tx);
    else log.warn("contact message stored but not e-mailed: no business_email, contact_email or ADMIN_EMAIL");
    return row;
  });
}
