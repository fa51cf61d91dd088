/**
 * A back-office table. On a phone (< 640 px) each row becomes a card and each cell shows its
 * column's name from `data-label`, so the fields that matter stay readable without scrolling sideways.
 * A `wide` table (many columns) scrolls sideways on the widths between a phone and a desktop.
 */
export function AdminTable({
  caption,
  wide = false,
  children,
}: {
  caption?: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    // A region that scrolls is focusable, so it can be scrolled from the keyboard.
    <div
      {...(wide ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}
      className={`admin-table ${wide ? "overflow-x-auto" : "overflow-hidden"} rounded-xl border border-stone-200 bg-white`}
    >
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}
