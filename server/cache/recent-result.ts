/**
 * A report worked out at most once per `maxAgeMs`: requests in that time get the same result and
 * the moment it was worked out, and requests that arrive while it is being worked out share that
 * work. For whole-catalogue reports that are read far more often than they change meaningfully.
 * A failure is not kept: the next request tries again.
 */
export function recentResult<T>(
  maxAgeMs: number,
  work: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<{ value: T; at: Date }> {
  let kept: { value: T; at: Date } | undefined;
  let pending: Promise<{ value: T; at: Date }> | undefined;
  return () => {
    if (kept && now() - kept.at.getTime() < maxAgeMs) return Promise.resolve(kept);
    pending ??= work()
      .then((value) => {
        kept = { value, at: new Date(now()) };
        return kept;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
