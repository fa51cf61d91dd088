/**
 * The policy inside the preview: no scripts, frames, objects, forms or connections of any kind; only the
 * message's own styles and its images. It stands behind the iframe's empty sandbox, which already stops
 * scripts, forms, pop-ups and navigating this page, in case a browser ignores one or the other.
 */
export const PREVIEW_POLICY =
  "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; form-action 'none'";

/** The stored HTML as a document for srcdoc, with the policy placed before anything the message holds. */
export function previewDocument(html: string): string {
  return `<!doctype html><meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}"><base target="_blank">${html}`;
}

/** An e-mail's HTML as the recipient sees it, in a sandboxed frame where it cannot run scripts. */
export function MailPreview({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      // Empty sandbox: no scripts, no same-origin access, no forms, no pop-ups, no top navigation.
      sandbox=""
      srcDoc={previewDocument(html)}
      referrerPolicy="no-referrer"
      className="h-[32rem] w-full rounded-lg border border-stone-200 bg-white"
    />
  );
}
