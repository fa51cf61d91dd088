import { useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "../../root";

const COPIED_MS = 2000;

export function ShareButtons({ name }: { name: string }) {
  const location = useLocation();
  const origin = useRouteLoaderData<RootData>("root")?.origin ?? "";
  const [copied, setCopied] = useState(false);
  const url = `${origin}${location.pathname}`;
  const text = encodeURIComponent(`${name} ${url}`);
  const link = "rounded-full border border-stone-300 px-3 py-1 text-xs font-medium hover:bg-stone-50";
  return (
    <div role="group" className="flex flex-wrap items-center gap-2" aria-label="Share">
      <span className="text-sm font-semibold">Share:</span>
      <a className={link} href={`https://wa.me/?text=${text}`} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </a>
      <a
        className={link}
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Facebook
      </a>
      <a
        className={link}
        href={`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(name)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Twitter
      </a>
      <button
        type="button"
        className={link}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setCopied(true);
            setTimeout(() => setCopied(false), COPIED_MS);
          } catch {
            window.prompt("Copy this link", url);
          }
        }}
      >
        {copied ? "Link copied!" : "Copy link"}
      </button>
    </div>
  );
}
