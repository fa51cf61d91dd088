import { useCallback, useState } from "react";

const KEY = "recent_searches";
const KEEP = 10;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

/** Recent searches kept in the browser (spec: 10 stored, 5 shown). */
export function useRecentSearches() {
  const [items, setItems] = useState<string[]>(() => (typeof window === "undefined" ? [] : read()));
  const save = (next: string[]) => {
    setItems(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: recent searches are a convenience only.
    }
  };
  const add = useCallback((term: string) => {
    const clean = term.trim();
    if (clean) save([clean, ...read().filter((t) => t.toLowerCase() !== clean.toLowerCase())].slice(0, KEEP));
  }, []);
  const clear = useCallback(() => save([]), []);
  return { items, add, clear };
}
