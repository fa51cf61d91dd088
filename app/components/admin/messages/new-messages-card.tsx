import { Link } from "../../link";
import { formatIndianNumber } from "../../../../lib/money";

/**
 * The dashboard's count of contact messages nobody has opened yet, leading to them. `count` is
 * undefined while loading ('...', as the other cards) and null when it could not be counted.
 */
export function NewMessagesCard({ count }: { count: number | null | undefined }) {
  const shown = count === undefined ? "..." : count === null ? "-" : formatIndianNumber(count);
  return (
    <section aria-labelledby="new-messages">
      <h2 id="new-messages" className="text-lg font-semibold text-stone-900">
        Messages
      </h2>
      <Link
        to="/admin/messages?status=new"
        className={`mt-2 block rounded-xl border p-4 hover:border-maroon-800 sm:max-w-xs ${
          count ? "border-sky-200 bg-sky-50" : "border-stone-200 bg-white"
        }`}
      >
        <span className="block text-sm text-stone-600">New messages</span>
        <span className="mt-1 block text-2xl font-semibold tabular-nums text-stone-900">{shown}</span>
        <span className="block text-sm text-stone-700">
          {count === null
            ? "could not be counted just now"
            : `${count === 1 ? "message" : "messages"} from the contact form not yet read`}
        </span>
      </Link>
    </section>
  );
}
