/**
 * The answer of a row's toggle or move posted without JavaScript (with it, the row answers itself), or
 * a refusal that belongs to no form on the page.
 */
export function ActionBanner({ error, message }: { error?: string | null; message?: string | null }) {
  if (error)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {error}
      </p>
    );
  if (message)
    return (
      <p
        role="status"
        className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
      >
        {message}
      </p>
    );
  return null;
}
