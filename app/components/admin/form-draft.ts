import { useEffect, useRef, useState } from "react";

const PREFIX = "admin-draft:";
/** A draft older than this is stale work nobody is coming back for. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored<T> {
  /** When it was written (ms since 1970); older than KEEP_MS is dropped. */
  savedAt: number;
  value: T;
}

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored<T>;
    if (Date.now() - stored.savedAt > KEEP_MS) {
      window.localStorage.removeItem(PREFIX + key);
      return null;
    }
    return stored.value;
  } catch {
    return null;
  }
}

/**
 * Keeps a form's unsaved state in this browser while it is being edited, so nothing typed is lost when
 * the back-office session ends mid-edit: after signing in again (even in another tab) the page finds the
 * draft in `saved`; apply it and say so. Call `clear()` once the form has been saved or discarded.
 * `key` names the record, e.g. "product:<id>" or "product:new".
 */
export function useDraft<T>(key: string, value: T, dirty: boolean) {
  const [saved, setSaved] = useState<T | null>(null);
  const loadedKey = useRef<string | null>(null);
  // What was on the form when it was saved or discarded: not worth keeping again until it changes.
  const cleared = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const serialized = dirty ? JSON.stringify(value) : null;
  useEffect(() => {
    if (loadedKey.current === key) return;
    loadedKey.current = key;
    setSaved(read<T>(key));
  }, [key]);
  useEffect(() => {
    if (serialized === null || serialized === cleared.current) return;
    // Written a moment after typing stops, not on every keystroke.
    timer.current = window.setTimeout(() => {
      try {
        window.localStorage.setItem(PREFIX + key, `{"savedAt":${Date.now()},"value":${serialized}}`);
      } catch {
        // A full or blocked storage only means no draft is kept.
      }
    }, 300);
    return () => window.clearTimeout(timer.current);
  }, [key, serialized]);
  return {
    saved,
    clear() {
      window.clearTimeout(timer.current);
      cleared.current = serialized;
      setSaved(null);
      try {
        window.localStorage.removeItem(PREFIX + key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
