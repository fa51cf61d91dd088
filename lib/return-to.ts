/** `path` with `returnTo` added as a query parameter, or `path` alone when it would return home. */
export function withReturnTo(path: string, returnTo: string): string {
  if (returnTo === "/") return path;
  return `${path}${path.includes("?") ? "&" : "?"}returnTo=${encodeURIComponent(returnTo)}`;
}
