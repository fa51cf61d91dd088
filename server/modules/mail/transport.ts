import nodemailer from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
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
