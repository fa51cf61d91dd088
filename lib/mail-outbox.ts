/** The back office's view of the mail outbox: statuses and texts, shared by the page and the server. */

export const MAIL_STATUSES = ["queued", "sent", "stored", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  stored: "Kept in outbox",
  failed: "Failed",
};

/** Attempts per queued delivery before the message counts as failed. */
export const MAIL_DELIVERY_ATTEMPTS = 6;

export const MAIL_OUTBOX_MESSAGES = {
  notFound: "E-mail not found",
  unknownAction: "Unknown action. Reload the page and try again.",
  retried: "The e-mail is queued to be sent again.",
} as const;

/** Why a retry is refused: only a failed e-mail is sent again, and only once per failure. */
export const MAIL_RETRY_REFUSALS: Record<Exclude<MailStatus, "failed">, string> = {
  sent: "This e-mail has already been sent, so it cannot be retried. Only a failed e-mail can be sent again.",
  stored:
    "This e-mail is already kept in the outbox, so it cannot be retried. Only a failed e-mail can be sent again.",
  queued: "This e-mail is already queued to be sent. Only a failed e-mail can be retried.",
};

/** A template's name for people: order_confirmation reads "Order confirmation". */
export function templateLabel(template: string | null): string {
  if (!template) return "Other";
  const words = template.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
