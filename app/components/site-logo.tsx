import { useState } from "react";
import { Link } from "./link";

/** The logo image from settings; if it fails, the monogram with the site name and tagline. */
export function SiteLogo({ settings }: { settings: Record<string, string> }) {
  const [failed, setFailed] = useState(false);
  const siteName = settings.site_name || "Divine Threads";
  const tagline = settings.site_logo_description || "";
  const logo = settings.site_logo_url || settings.logo_url;
  return (
    <Link to="/" className="flex shrink-0 items-center gap-3" aria-label={`${siteName} home`}>
      {logo && !failed ? (
        <img
          src={logo}
          alt=""
          width={160}
          height={48}
          className="h-12 w-40 object-contain"
          onError={() => setFailed(true)}
        />
      ) : (
        <>
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-maroon-800 font-serif text-lg font-bold text-gold-500"
          >
            {siteName
              .split(/\s+/)
              .map((w) => w[0])
              .join("")
              .slice(0, 2)}
          </span>
          <span className="leading-tight">
            <span className="block font-serif text-lg font-semibold text-maroon-800">{siteName}</span>
            {tagline && <span className="hidden text-xs text-stone-600 sm:block">{tagline}</span>}
          </span>
        </>
      )}
    </Link>
  );
}
