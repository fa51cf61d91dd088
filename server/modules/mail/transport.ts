import nodemailer from "nodemailer";
import { getMailDelivery } from "../settings/service";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** Extra header lines, e.g. List-Unsubscribe (newsletters); nodemailer writes them as given. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  /** Returns the provider's message id; throws when the message was not accepted. */
  send(mail: OutgoingMail): Promise<string | null>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return info.messageId ?? null;
    },
  };
}

/** No SMTP configured: the outbox row itself is the delivered message, readable in the back office. */
export const outboxTransport: MailTransport = {
  kind: "outbox",
  send: async () => null,
};

/**
 * The transport of the next message: the SMTP server saved in Admin Settings, else SMTP_URL, else the
 * outbox, looked up when the message is sent, so a saved change needs no restart; a From address saved
 * there replaces MAIL_FROM (server/modules/settings/mail-settings.ts). Its kind is known once send has
 * resolved, which is when the outbox reads it.
 */
export function configuredTransport(): MailTransport {
  let kind: MailTransport["kind"] = "outbox";
  return {
    get kind() {
      return kind;
    },
    async send(mail) {
      const delivery = await getMailDelivery();
      kind = delivery.kind;
      if (delivery.kind === "outbox") return outboxTransport.send(mail);
      return smtpTransport(delivery.url).send(delivery.from ? { ...mail, from: delivery.from } : mail);
    },
  };
}
