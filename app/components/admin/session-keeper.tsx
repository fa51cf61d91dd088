import { useEffect, useState } from "react";
import { useLocation } from "react-router";

// Spec (admin session): checked every 30 s, refreshed at most every 2 minutes.
const CHECK_MS = 30_000;
const MIN_GAP_MS = 2 * 60_000;
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "input", "scroll"] as const;

/**
 * Keeps the back-office session alive while the admin works on an open page: every 30 s, if they
 * have done something since the last refresh (and 2 minutes have passed), the server is told. When
 * the session has ended all the same, a banner offers to sign in again and come back here.
 */
export function SessionKeeper() {
  const [ended, setEnded] = useState(false);
  const location = useLocation();
  useEffect(() => {
    let active = false;
    let last = Date.now();
    const mark = () => {
      active = true;
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, mark, { passive: true });
    const timer = window.setInterval(() => {
      if (!active || Date.now() - last < MIN_GAP_MS) return;
      active = false;
      last = Date.now();
      fetch("/admin/session", { method: "POST", credentials: "same-origin" })
        .then((response) => {
          if (response.redirected || !response.ok) setEnded(true);
        })
        .catch(() => undefined);
    }, CHECK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, mark);
    };
  }, []);
  useEffect(() => {
    if (!ended) return;
    // Back from signing in in another tab: the banner goes, and this page's unsaved work is still here.
    const recheck = () =>
      fetch("/admin/session", { method: "POST", credentials: "same-origin" })
        .then((response) => {
          if (!response.redirected && response.ok) setEnded(false);
        })
        .catch(() => undefined);
    window.addEventListener("focus", recheck);
    return () => window.removeEventListener("focus", recheck);
  }, [ended]);
  if (!ended) return null;
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <div role="alert" className="sticky top-0 z-50 bg-amber-100 px-4 py-3 text-sm text-amber-950">
      Your session has ended. Please{" "}
      <a
        href={`/admin/login?returnTo=${back}`}
        className="font-medium underline"
        target="_blank"
        rel="noopener"
      >
        sign in again in a new tab
      </a>{" "}
      to keep working here.
    </div>
  );
}
