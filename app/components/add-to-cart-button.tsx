import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { AddToCartResult } from "../routes/cart-add";
import { useToast } from "./ui/toaster";
import { useHydrated } from "./ui/use-hydrated";

interface Props {
  variantId: string;
  quantity?: number;
  label?: string;
  /** Accessible name when the visible label alone is ambiguous (cards in a grid). */
  ariaLabel?: string;
  className?: string;
  /** How long the confirmation stays and repeats are blocked (spec: card 1000 ms). */
  lockMs?: number;
  doneLabel?: string;
}

/** A real form posting to /cart/add; with JavaScript it stays on the page and shows 'Adding...' then 'Added!'. */
export function AddToCartButton({
  variantId,
  quantity = 1,
  label = "Add to Bag",
  ariaLabel,
  className = "",
  lockMs = 1000,
  doneLabel = "Added!",
}: Props) {
  const fetcher = useFetcher<AddToCartResult>();
  const hydrated = useHydrated();
  const location = useLocation();
  const { show } = useToast();
  const [locked, setLocked] = useState(false);
  const handled = useRef<AddToCartResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      show("error", result.message);
      return;
    }
    show("success", result.message, { link: { to: "/cart", label: "View Bag" } });
  }, [fetcher.state, fetcher.data, show]);

  const busy = fetcher.state !== "idle";
  const added = locked && !busy && fetcher.data?.ok === true;
  return (
    <fetcher.Form
      method="post"
      action="/cart/add"
      onSubmit={(event) => {
        event.preventDefault();
        if (locked) return;
        setLocked(true);
        // The button stays on 'Added!' and refuses repeats for lockMs after the answer.
        fetcher.submit(event.currentTarget).finally(() => setTimeout(() => setLocked(false), lockMs));
      }}
    >
      <input type="hidden" name="variantId" value={variantId} />
      <input type="hidden" name="quantity" value={quantity} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="mode" value="fetch" />}
      <button
        type="submit"
        disabled={busy || locked}
        aria-label={ariaLabel}
        className={`rounded-full bg-maroon-800 px-4 py-2 text-sm font-semibold text-white hover:bg-maroon-900 disabled:opacity-80 ${className}`}
      >
        {busy ? "Adding..." : added ? doneLabel : label}
      </button>
    </fetcher.Form>
  );
}
