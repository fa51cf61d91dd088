import { useEffect, useState } from "react";
import { useHydrated } from "../ui/use-hydrated";

interface Props {
  title: string;
  url: string;
}

const COPIED = "Link copied to clipboard!";

/**
 * Plain share links work without JavaScript; once hydrated a Share button uses the system share
 * sheet, or copies the link and says so (spec: 'Link copied to clipboard!', shown 2 seconds).
 */
export function SharePost({ title, url }: Props) {
  const hydrated = useHydrated();
  const [notice, setNotice] = useState("");
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(""), 2000);
    return () => clearTimeout(timer);
  }, [notice]);

  async function share() {
    if (typeof navigator.share === "function") {
      // Cancelling the share sheet rejects; nothing to report.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice(COPIED);
    } catch {
      setNotice("Could not copy the link. Please copy it from the address bar.");
    }
  }

  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const links = [
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { name: "X (Twitter)", href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}` },
    { name: "E-mail", href: `mailto:?subject=${encodedTitle}&body=${encodedUrl}` },
  ];
  return (
    <section aria-labelledby="share-heading" className="flex flex-wrap items-center gap-3">
      <h2 id="share-heading" className="text-sm font-semibold text-stone-800">
        Share this post
      </h2>
      {hydrated && (
        <button
          type="button"
          onClick={share}
          className="rounded-full bg-maroon-800 px-4 py-1.5 text-sm font-medium text-white hover:bg-maroon-900"
        >
          Share
        </button>
      )}
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full px-3 py-1.5 text-sm text-maroon-800 ring-1 ring-maroon-100 hover:bg-maroon-50"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
      <p role="alert" className="w-full text-sm font-medium text-green-800 empty:hidden">
        {notice}
      </p>
    </section>
  );
}
