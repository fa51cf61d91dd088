import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Link } from "./link";
import { useFormatInr } from "./currency";
import { useRecentSearches } from "./use-recent-searches";
import type { loader } from "../routes/search";
import { sizedImage } from "../../lib/images";

const DEBOUNCE_MS = 300;

export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  const fetcher = useFetcher<typeof loader>();
  const popular = useFetcher<typeof loader>();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const recent = useRecentSearches();
  const query = text.trim();
  const results = query && fetcher.data ? fetcher.data.results : [];

  useEffect(() => {
    input.current?.focus();
    if (popular.state === "idle" && !popular.data) popular.load("/search");
  }, [popular]);

  useEffect(() => {
    if (!query) return;
    const timer = setTimeout(() => fetcher.load(`/search?q=${encodeURIComponent(query)}`), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // fetcher.load is stable enough for this purpose; re-running on the fetcher object would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const searchAll = () => {
    if (!query) return;
    recent.add(query);
    go(`/shop?search=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") onClose();
    else if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (active >= 0 && results[active]) {
        recent.add(query);
        go(`/products/${results[active].id}`);
      } else searchAll();
    }
  };

  return (
    <div className="fixed inset-0 z-50 bg-stone-900/50" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Search products"
        className="mx-auto mt-0 max-h-screen w-full max-w-2xl overflow-y-auto bg-white p-4 shadow-xl sm:mt-16 sm:rounded-xl"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <div className="flex gap-2">
          <label className="flex-1">
            <span className="sr-only">Search products</span>
            <input
              ref={input}
              type="search"
              value={text}
              onChange={(e) => {
                setText(e.target.value.replace(/\0/g, ""));
                setActive(-1);
              }}
              maxLength={100}
              placeholder="Search for Krishna dress, kurta, saree..."
              role="combobox"
              aria-expanded={results.length > 0}
              aria-controls="search-results"
              aria-activedescendant={active >= 0 ? `search-result-${active}` : undefined}
              className="w-full rounded-lg border border-stone-300 px-4 py-3"
            />
          </label>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg px-3 text-sm font-medium text-stone-700"
          >
            Close
          </button>
        </div>
        {query ? (
          <SearchResults
            query={query}
            results={results}
            loading={fetcher.state !== "idle"}
            active={active}
            onPick={(id) => {
              recent.add(query);
              go(`/products/${id}`);
            }}
            onSearchAll={searchAll}
          />
        ) : (
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            {recent.items.length > 0 && (
              <section>
                <div className="flex items-center justify-between">
                  <h2 className="text-sm font-semibold">Recent Searches</h2>
                  <button type="button" className="text-xs text-maroon-800 underline" onClick={recent.clear}>
                    Clear all
                  </button>
                </div>
                <ul className="mt-2 space-y-1">
                  {recent.items.slice(0, 5).map((term) => (
                    <li key={term}>
                      <button
                        type="button"
                        className="text-sm text-stone-700 hover:text-maroon-800"
                        onClick={() => setText(term)}
                      >
                        {term}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section>
              <h2 className="text-sm font-semibold">Popular Categories</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {(popular.data?.popular ?? []).map((c) => (
                  <li key={c.name}>
                    <Link
                      to={`/shop?category=${encodeURIComponent(c.name)}`}
                      onClick={onClose}
                      className="block rounded-full bg-maroon-50 px-3 py-1 text-sm text-maroon-800"
                    >
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h2 className="text-sm font-semibold">Quick Links</h2>
              <ul className="mt-2 space-y-1 text-sm">
                <li>
                  <Link to="/shop?sort=newest" onClick={onClose} className="text-maroon-800 hover:underline">
                    New Arrivals
                  </Link>
                </li>
                <li>
                  <Link
                    to="/shop?sort=price-low"
                    onClick={onClose}
                    className="text-maroon-800 hover:underline"
                  >
                    Best Deals
                  </Link>
                </li>
              </ul>
            </section>
          </div>
        )}
      </div>
    </div>
  );
}

interface ResultsProps {
  query: string;
  results: { id: string; name: string; price: number; imageUrl: string | null; category: string }[];
  loading: boolean;
  active: number;
  onPick: (id: string) => void;
  onSearchAll: () => void;
}

function SearchResults({ results, loading, active, onPick, onSearchAll }: ResultsProps) {
  const formatInr = useFormatInr();
  if (results.length === 0) {
    if (loading) return <p className="mt-4 text-sm text-stone-600">Searching...</p>;
    return (
      <div className="mt-6 text-center">
        <p className="font-medium">No results found</p>
        <p className="mt-1 text-sm text-stone-600">Try adjusting your search terms</p>
        <button
          type="button"
          onClick={onSearchAll}
          className="mt-3 rounded-full bg-maroon-800 px-4 py-2 text-sm font-semibold text-white"
        >
          Search anyway
        </button>
      </div>
    );
  }
  return (
    <section className="mt-4">
      <h2 className="text-sm font-semibold">Search Results</h2>
      <ul id="search-results" role="listbox" className="mt-2 divide-y divide-stone-100">
        {results.map((r, i) => (
          <li key={r.id} id={`search-result-${i}`} role="option" aria-selected={i === active}>
            <button
              type="button"
              onClick={() => onPick(r.id)}
              className={`flex w-full items-center gap-3 rounded-lg p-2 text-left ${i === active ? "bg-maroon-50" : "hover:bg-stone-50"}`}
            >
              {r.imageUrl ? (
                <img
                  src={sizedImage(r.imageUrl, 160)}
                  alt=""
                  width={40}
                  height={50}
                  className="h-12 w-10 rounded object-cover"
                />
              ) : (
                <span className="h-12 w-10 rounded bg-stone-100" />
              )}
              <span className="flex-1">
                <span className="block text-sm font-medium">{r.name}</span>
                <span className="block text-xs text-stone-600">{r.category}</span>
              </span>
              <span className="text-sm font-semibold text-maroon-800">{formatInr(r.price)}</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onSearchAll}
        className="mt-3 text-sm font-medium text-maroon-800 underline"
      >
        See all results
      </button>
    </section>
  );
}
