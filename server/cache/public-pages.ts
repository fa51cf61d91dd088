import { singleton } from "../singleton";

/**
 * The generation of what anonymous shoppers see. Every admin write that changes the storefront moves it
 * on, and the page cache drops every page rendered under an older generation, so the next request shows
 * the change. One counter per process, shared by the HTTP entry and the app build.
 */
const state = singleton("public-pages-generation", () => ({ generation: 0 }));

export function publicPagesGeneration(): number {
  return state.generation;
}

export function invalidatePublicPages(): void {
  state.generation += 1;
}
