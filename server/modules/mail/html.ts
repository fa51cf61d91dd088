/** Helpers for the HTML part of e-mails. */

/**
 * Makes text safe inside HTML elements and quoted attributes: & < > " ' become numeric
 * character references (&#38; &#60; &#62; &#34; &#39;); everything else is left as it is.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
