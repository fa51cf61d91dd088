/**
 * A back-office table. On a phone (< 640 px) each row becomes a card and each cell shows its
 * column's name from `data-label`, so the fields that matter stay readable without scrolling sideways.
 */
export function AdminTable({ caption, children }: { caption?: string; children: React.ReactNode }) {
  return (
    <div className="admin-table overflow-hidden rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}
