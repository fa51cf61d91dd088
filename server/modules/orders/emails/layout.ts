/**
 * Building blocks of the order e-mails and the page they sit in. Each part carries its HTML
 * (inline styles, every interpolated value escaped) and its plain-text form.
 */
import { escapeHtml } from "../../mail/service";
import type { OrderAddress } from "../schema";

export interface Part {
  html: string;
  text: string;
}

export const BRAND = "#6e1414";
export const P_STYLE = "margin:0 0 14px;line-height:1.5";

/** Escaped, with line breaks kept (notes and addresses typed by people). */
export const escapeLines = (s: string) => escapeHtml(s).replace(/\r?\n/g, "<br>");

/** Subjects are one line whatever the data holds. */
export const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

export function paragraph(text: string, style = ""): Part {
  return { html: `<p style="${P_STYLE}${style ? `;${style}` : ""}">${escapeLines(text)}</p>`, text };
}

export function note(text: string): Part {
  return paragraph(text, "font-size:13px;color:#555");
}

export function heading(text: string): Part {
  return {
    html: `<h3 style="margin:24px 0 8px;font-family:Georgia,serif;color:${BRAND};font-size:17px">${escapeHtml(text)}</h3>`,
    text: `${text.toUpperCase()}`,
  };
}

/** Label/value pairs, e.g. order number and date. Rows with an empty value are left out. */
export function details(rows: [label: string, value: string | null | undefined][]): Part {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const html = `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 14px;font-size:14px">${shown
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top">${escapeLines(value)}</td></tr>`,
    )
    .join("")}</table>`;
  const text = shown.map(([label, value]) => `${label}: ${value}`).join("\n");
  return { html, text };
}

export function button(label: string, url: string): Part {
  const html = `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:${BRAND};color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="font-size:12px;color:#777;margin:0 0 14px;word-break:break-all">If the button does not work, copy this address into your browser:<br>${escapeHtml(url)}</p>`;
  return { html, text: `${label}: ${url}` };
}

function addressLines(address: OrderAddress): string[] {
  return [
    address.fullName,
    address.addressLine1,
    address.addressLine2 ?? "",
    `${address.city}, ${address.state} ${address.postalCode}`.trim(),
    address.country,
    address.phone ? `Phone: ${address.phone}` : "",
  ].filter((line) => line.trim() !== "");
}

export function addressBlock(address: OrderAddress): Part {
  const lines = addressLines(address);
  return {
    html: `<p style="${P_STYLE}">${lines.map(escapeHtml).join("<br>")}</p>`,
    text: lines.join("\n"),
  };
}

/** The whole e-mail: shop name, title, the parts and an optional footer below a rule. */
export function layout(title: string, parts: Part[], footer: Part[] = []): { html: string; text: string } {
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f7f3ef">
<div style="font-family:Arial,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:20px 16px;background:#fff">
<h1 style="color:${BRAND};font-family:Georgia,serif;margin:0 0 16px">Divine Threads</h1>
<h2 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h2>
${parts.map((p) => p.html).join("\n")}
${footer.length ? `<div style="border-top:1px solid #eee;margin-top:24px;padding-top:12px">${footer.map((p) => p.html).join("\n")}</div>` : ""}
</div></body></html>`;
  const sections = [`Divine Threads`, `${title}\n${"=".repeat(title.length)}`, ...parts.map((p) => p.text)];
  if (footer.length) sections.push(`--\n${footer.map((p) => p.text).join("\n\n")}`);
  const text = `${sections.filter((s) => s !== "").join("\n\n")}\n`;
  return { html, text };
}

export function shopFooter(shopUrl: string): Part[] {
  return [
    {
      html: `<p style="font-size:12px;color:#777;margin:0">Divine Threads · <a href="${escapeHtml(shopUrl)}" style="color:${BRAND}">${escapeHtml(shopUrl)}</a></p>`,
      text: `Divine Threads · ${shopUrl}`,
    },
  ];
}
