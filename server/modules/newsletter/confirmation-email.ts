import type { Database } from "../../db/client";
import { escapeHtml, queueMail } from "../mail/service";
import { emailHtml } from "./email-layout";
import { confirmLink } from "./links";

export const CONFIRMATION_SUBJECT = (shop: string) =>
  `Please confirm your subscription to the ${shop} newsletter`;

interface Pending {
  id: string;
  email: string;
  fullName: string | null;
  verificationToken: string;
}

/**
 * The double opt-in e-mail, queued in the caller's transaction (`shop` is read before it: the embedded
 * database has one connection). `round` tells sends of the same token apart (a resend asked for
 * later); the same round is queued once.
 */
export async function queueConfirmationEmail(
  tx: Database,
  shop: string,
  pending: Pending,
  round = "first",
): Promise<void> {
  const url = confirmLink(pending.verificationToken);
  const greeting = `Namaste${pending.fullName ? ` ${pending.fullName}` : ""},`;
  const intro = `thank you for subscribing to the ${shop} newsletter. Please confirm that this is your e-mail address, and we will start sending you festive collections, new arrivals and offers.`;
  const outro =
    "If you did not subscribe, you can ignore this message: this address receives no newsletter unless it is confirmed.";
  const html = emailHtml({
    shop,
    bodyHtml: `<h2>Confirm your subscription</h2>
<p>${escapeHtml(greeting)} ${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#6e1414;color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none">Confirm my subscription</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(outro)}</p>
<p style="font-size:12px;color:#777">If the button does not work, copy this address into your browser:<br>${escapeHtml(url)}</p>`,
  });
  const text = `Confirm your subscription\n\n${greeting} ${intro}\n\nConfirm my subscription: ${url}\n\n${outro}\n`;
  await queueMail(
    {
      to: pending.email,
      subject: CONFIRMATION_SUBJECT(shop),
      html,
      text,
      template: "newsletter_confirmation",
      dedupeKey: `newsletter_confirmation:${pending.id}:${pending.verificationToken}:${round}`,
    },
    tx,
  );
}
