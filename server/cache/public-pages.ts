import { singleton } from "../singleton";

/**
 * The generation of what anonymous shoppers see. Every admin write that changes the storefront moves it
 * on, and the page cache drops every page rendered under an older generation, so the next request shows
 * the change. One counter per process, shared by the HTTP entry and the app build.
 *
 * Some changes happen by themselves at a known moment (a scheduled blog post going live, a banner's
 * start or end): a page that read the data before such a moment registers it with publicPagesChangeAt,
 * and the generation moves on when the moment passes, so no cached page outlives it.
 */
const state = singleton("public-pages-generation", () => ({ generation: 0, due: [] as number[] }));

/** Enough for every scheduled change a shop has pending; the earliest are kept. */
const MAX_DUE = 100;

export function publicPagesGeneration(): number {
  state.due ??= [];
  const now = Date.now();
  if (state.due.length > 0 && state.due[0] <= now) {
    state.due = state.due.filter((at) => at > now);
    state.generation += 1;
  }
  return state.generation;
}

export function invalidatePublicPages(): void {
  state.generation += 1;
}

/**
 * What shoppers see changes by itself at `at`: pages rendered before then are stale from that moment.
 * Call it while rendering, with the next such moment the page's data knows of.
 */
export function publicPagesChangeAt(at: Date): void {
  state.due ??= [];
  const time = at.getTime();
  if (!(time > Date.now()) || state.due.includes(time)) return;
  state.due = [...state.due, time].sort((a, b) => a - b).slice(0, MAX_DUE);
}
