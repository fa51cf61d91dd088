import { formatDateTime } from "../../../lib/date-format";
import { text } from "../../../lib/settings";
import { escapeHtml, type MailMessage } from "../mail/service";
import { getSettings } from "../settings/service";

/** Where a customer can write back: the shop's business_email, else contact_email (none when unset). */
export async function shopReplyAddress(): Promise<string | undefined> {
  const settings = await getSettings(["business_email", "contact_email"]);
  return text(settings, "business_email") || text(settings, "contact_email") || undefined;
}

interface Original {
  name: string;
  email: string;
  subject: string | null;
  message: string;
  createdAt: Date;
}

/** The shop's answer to a contact message: the reply as written, then the customer's own words quoted. */
export function contactReplyMail(original: Original, reply: string, shopAddress?: string): MailMessage {
  const subject =
    `Re: ${(original.subject ?? "Your message to Divine Threads").replace(/[\r\n]+/g, " ")}`.slice(0, 200);
  const wrote = `On ${formatDateTime(original.createdAt)} you wrote:`;
  const writeBack = shopAddress ? `To answer, write to ${shopAddress}.` : "";
  const text = [
    reply,
    "",
    "Divine Threads",
    ...(writeBack ? [writeBack] : []),
    "",
    wrote,
    ...original.message.split("\n").map((line) => `> ${line}`),
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto">
<h1 style="color:#6e1414;font-family:Georgia,serif">Divine Threads</h1>
<p style="white-space:pre-wrap">${escapeHtml(reply)}</p>
${writeBack ? `<p style="font-size:13px;color:#555">${escapeHtml(writeBack)}</p>` : ""}
<p style="font-size:13px;color:#555">${escapeHtml(wrote)}</p>
<blockquote style="margin:0;padding-left:12px;border-left:3px solid #ddd;color:#555;white-space:pre-wrap">${escapeHtml(original.message)}</blockquote>
</body></html>`;
  return { to: original.email, subject, template: "contact_reply", text, html };
}
