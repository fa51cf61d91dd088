import { getDbHandle } from "../db/client";

/**
 * How old a back-office list's whole-table counts may be (orders by status, e-mails by status, the
 * catalogue's size): reading them costs an index entry per row, and a few seconds is close enough.
 */
export const UNFILTERED_COUNTS_MAX_AGE_MS = 5_000;

export interface RecentResultOptions {
  /** The clock (tests set it). */
  now?: () => number;
  /**
   * A counter that moves on when what the work reads has changed, such as publicPagesGeneration (every
   * catalogue write moves it, in every process): a result kept from before is worked out afresh.
   */
  changes?: () => number;
}

/**
 * A report worked out at most once per `maxAgeMs`: requests in that time get the same result and
 * the moment it was worked out, and requests that arrive while it is being worked out share that
 * work. For whole-catalogue reports that are read far more often than they change meaningfully.
 * A failure is not kept: the next request tries again. `forget()` (a write changed it) drops what is
 * kept, and work already under way is neither shared with later requests nor kept; so does a move
 * of `changes`. A result belongs to the database it was read from: after the process switches
 * databases (each test file opens its own) it is worked out afresh. With a `maxAgeMs` of 0 nothing
 * is kept, and only requests that arrive together share the work.
 */
export function recentResult<T>(
  maxAgeMs: number,
  work: () => Promise<T>,
  // Date.now read at each call, not at creation: a test that stands the clock still reaches it.
  { now = () => Date.now(), changes = () => 0 }: RecentResultOptions = {},
): (() => Promise<{ value: T; at: Date }>) & { forget(): void } {
  let kept: { value: T; at: Date; source: unknown; changed: number } | undefined;
  let pending: { promise: Promise<{ value: T; at: Date }>; source: unknown; changed: number } | undefined;
  let forgotten = 0;
  const read = () => {
    const source = getDbHandle();
    const generation = forgotten;
    const changed = changes();
    if (kept && kept.source === source && kept.changed === changed && now() - kept.at.getTime() < maxAgeMs)
      return Promise.resolve({ value: kept.value, at: kept.at });
    if (pending && pending.source === source && pending.changed === changed) return pending.promise;
    const promise = work()
      .then((value) => {
        const at = new Date(now());
        if (getDbHandle() === source && forgotten === generation && changes() === changed)
          kept = { value, at, source, changed };
        return { value, at };
      })
      .finally(() => {
        if (pending?.promise === promise) pending = undefined;
      });
    pending = { promise, source, changed };
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

/**
 * recentResult for each of several arguments (a report per date range): arguments with the same key
 * share one kept result. At most `size` keys are kept; a new one past that drops the one least
 * recently asked for.
 */
export function recentResultsByKey<A, T>(
  maxAgeMs: number,
  work: (arg: A) => Promise<T>,
  keyOf: (arg: A) => string,
  { size = 100, ...options }: RecentResultOptions & { size?: number } = {},
): (arg: A) => Promise<{ value: T; at: Date }> {
  const byKey = new Map<string, () => Promise<{ value: T; at: Date }>>();
  return (arg: A) => {
    const key = keyOf(arg);
    let read = byKey.get(key);
    if (read) byKey.delete(key);
    else {
      if (byKey.size >= size) byKey.delete(byKey.keys().next().value as string);
      read = recentResult(maxAgeMs, () => work(arg), options);
    }
    // A Map keeps insertion order: the key asked for last goes last, the first is the one to drop.
    byKey.set(key, read);
    return read();
  };
}
