import { getEnv } from "../../config/env";
import { getAdminSettings } from "./admin-settings-read";

/** The admin settings that decide how mail leaves, added at start when missing (see settings-startup.ts). */
export const MAIL_SETTING_KEYS = [
  "smtp_host",
  "smtp_port",
  "smtp_username",
  "smtp_password",
  "email_from_name",
  "email_from_address",
] as const;

export const DEFAULT_SMTP_PORT = 587;

/**
 * How the next message leaves. A non-empty setting wins over the environment: smtp_host replaces
 * SMTP_URL altogether; without it smtp_username and smtp_password replace the URL's own; the From
 * address replaces MAIL_FROM. Read on every send, so a saved change needs no restart.
 */
export type MailDelivery =
  | { kind: "outbox"; from: string | null }
  | {
      kind: "smtp";
      source: "settings" | "environment";
      /** Holds the password: for the mail transport only, never for a page. */
      url: string;
      host: string;
      port: number;
      from: string | null;
    };

export async function getMailDelivery(): Promise<MailDelivery> {
  const values = await getAdminSettings([...MAIL_SETTING_KEYS]);
  const from = values.email_from_address ? sender(values.email_from_name, values.email_from_address) : null;
  const userinfo = (url: URL) => {
    if (values.smtp_username) url.username = encodeURIComponent(values.smtp_username);
    if (values.smtp_password) url.password = encodeURIComponent(values.smtp_password);
    return url;
  };
  if (values.smtp_host) {
    const port = Number(values.smtp_port) || DEFAULT_SMTP_PORT;
    // Port 465 speaks TLS from the first byte; others start in clear and upgrade with STARTTLS.
    const url = userinfo(new URL(`${port === 465 ? "smtps" : "smtp"}://${values.smtp_host}:${port}`));
    return { kind: "smtp", source: "settings", url: url.href, host: values.smtp_host, port, from };
  }
  const envUrl = getEnv().SMTP_URL;
  if (envUrl) {
    const url = userinfo(new URL(envUrl));
    const port = Number(url.port) || (url.protocol === "smtps:" ? 465 : DEFAULT_SMTP_PORT);
    return { kind: "smtp", source: "environment", url: url.href, host: url.hostname, port, from };
  }
  return { kind: "outbox", from };
}

/** The delivery as the Admin Settings page may describe it: no user name, no password. */
export async function describeMailDelivery(): Promise<{
  kind: "outbox" | "settings" | "environment";
  server: string | null;
}> {
  const delivery = await getMailDelivery();
  return delivery.kind === "outbox"
    ? { kind: "outbox", server: null }
    : { kind: delivery.source, server: `${delivery.host}:${delivery.port}` };
}

/** "Divine Threads <orders@shop.in>", with characters that could break the header taken out of the name. */
function sender(name: string | undefined, address: string): string {
  const clean = (name ?? "").replace(/["\\\r\n<>]/g, "").trim();
  return clean ? `"${clean}" <${address}>` : address;
}
