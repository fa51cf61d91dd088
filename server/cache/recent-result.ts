import { getDbHandle } from "../db/client";

/**
 * How old a back-office list's whole-table counts may be (orders by status, e-mails by status, the
 * catalogue's size): reading them costs an index entry per row, and a few seconds is close enough.
 */
export const UNFILTERED_COUNTS_MAX_AGE_MS = 5_000;

/**
 * A report worked out at most once per `maxAgeMs`: requests in that time get the same result and
 * the moment it was worked out, and requests that arrive while it is being worked out share that
 * work. For whole-catalogue reports that are read far more often than they change meaningfully.
 * A failure is not kept: the next request tries again. `forget()` (a write changed it) drops what is
 * kept, and work already under way is neither shared with later requests nor kept. A result belongs to the database it was read from: after the process switches
 * databases (each test file opens its own) it is worked out afresh. With a `maxAgeMs` of 0 nothing
 * is kept, and only requests that arrive together share the work.
 */
export function recentResult<T>(
  maxAgeMs: number,
  work: () => Promise<T>,
  now: () => number = Date.now,
): (() => Promise<{ value: T; at: Date }>) & { forget(): void } {
  let kept: { value: T; at: Date; source: unknown } | undefined;
  let pending: { promise: Promise<{ value: T; at: Date }>; source: unknown } | undefined;
  let forgotten = 0;
  const read = () => {
    const source = getDbHandle();
    const generation = forgotten;
    if (kept && kept.source === source && now() - kept.at.getTime() < maxAgeMs)
      return Promise.resolve({ value: kept.value, at: kept.at });
    if (pending && pending.source === source) return pending.promise;
    const promise = work()
      .then((value) => {
        const at = new Date(now());
        if (getDbHandle() === source && forgotten === generation) kept = { value, at, source };
        return { value, at };
      })
      .finally(() => {
        if (pending?.promise === promise) pending = undefined;
      });
    pending = { promise, source };
    return promise;
  };
  return Object.assign(read, {
    forget() {
      kept = undefined;
      pending = undefined;
      forgotten++;
    },
  });
}
