import { text } from "../../../lib/settings";
import { escapeHtml } from "../mail/service";
import { getSettings } from "../settings/service";

/** The shop's name as e-mails sign it. */
export async function shopName(): Promise<string> {
  return text(await getSettings(["site_name"]), "site_name", "Divine Threads");
}

interface Layout {
  shop: string;
  /** Shown by mail apps next to the subject, hidden in the message itself. */
  preheader?: string | null;
  /** Already safe HTML. */
  bodyHtml: string;
  /** Already safe HTML. */
  footerHtml?: string;
}

/** The frame every newsletter e-mail shares: the shop's name, the message and a small footer. */
export function emailHtml({ shop, preheader, bodyHtml, footerHtml = "" }: Layout): string {
  const hidden = preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>`
    : "";
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto">
${hidden}<h1 style="color:#6e1414;font-family:Georgia,serif">${escapeHtml(shop)}</h1>
${bodyHtml}
${footerHtml ? `<hr style="border:none;border-top:1px solid #ddd;margin-top:32px"><div style="font-size:12px;color:#666">${footerHtml}</div>` : ""}
</body></html>`;
}
