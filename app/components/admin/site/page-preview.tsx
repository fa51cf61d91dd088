import { RichText } from "../../rich-text";
import { Card } from "../form-fields";

export interface PreviewedPage {
  title: string;
  /** Sanitised on the server exactly as the storefront does it. */
  html: string;
  isDefault: boolean;
}

interface Props {
  page: PreviewedPage;
  /** "live": what the shop shows now; "draft": the unsaved changes as the shop would show them. */
  kind: "live" | "draft";
  /** The form changed after this preview was made. */
  outdated: boolean;
  /** The Preview button (it submits the editor's form). */
  action: React.ReactNode;
}

/** The page drawn with the storefront's own typography, from HTML the server has sanitised. */
export function PagePreview({ page, kind, outdated, action }: Props) {
  return (
    <Card title="Preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-stone-700">
          {kind === "live"
            ? "What the shop shows now."
            : "Your changes as the shop will show them (not saved yet)."}
          {outdated && " You have changed the page since; preview again to see the latest."}
        </p>
        {action}
      </div>
      {page.isDefault && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {kind === "live"
            ? "The shop shows its built-in text for this page."
            : "Unpublished: the shop will show its built-in text for this page instead."}
        </p>
      )}
      {/* Scrolls on its own, so it is focusable for keyboard scrolling. */}
      <div
        role="region"
        aria-label={`Preview of ${page.title}`}
        tabIndex={0}
        className="max-h-[40rem] overflow-y-auto rounded-lg border border-stone-200 bg-white px-4 py-6"
      >
        <p className="font-serif text-3xl font-semibold text-maroon-800">{page.title}</p>
        <RichText sanitizedHtml={page.html} className="mt-4" />
      </div>
    </Card>
  );
}
