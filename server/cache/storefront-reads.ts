import { publicPagesGeneration } from "./public-pages";

/**
 * How long a process shows a kept read at most. A change made through this process shows at once; one
 * made through another process sharing the database (or straight in the database) within this time.
 */
export const STOREFRONT_READ_MAX_AGE_MS = 30_000;

/** A kept read: call it for the value; `ready()` is the value when a call would answer at once. */
export interface KeptRead<T> {
  (): Promise<T>;
  ready(): T | undefined;
}

/**
 * A read of what every visitor sees alike (public settings, navigation, categories), kept until an
 * admin write changes the storefront (public-pages.ts) or for at most `maxAgeMs`, so a page does not
 * query them on every request (decision 026). Callers at the same time share one read; a failure is
 * not kept. The value is shared: callers must not change it.
 */
export function keptUntilStorefrontChanges<T>(
  read: () => Promise<T>,
  maxAgeMs = STOREFRONT_READ_MAX_AGE_MS,
  now: () => number = () => Date.now(),
): KeptRead<T> {
  let kept: { value: T; generation: number; at: number } | undefined;
  let pending: { promise: Promise<T>; generation: number } | undefined;
  /** The kept read when it still stands for `generation`, else undefined. */
  const fresh = (generation: number) => {
    if (kept?.generation !== generation) return undefined;
    // A clock set back (by hand, or by the time service) could otherwise keep a read for far too long,
    // with the scheduled moments it registered already forgotten.
    const age = now() - kept.at;
    return age >= 0 && age < maxAgeMs ? kept : undefined;
  };
  const get = () => {
    const generation = publicPagesGeneration();
    const hit = fresh(generation);
    if (hit) return Promise.resolve(hit.value);
    if (pending?.generation === generation) return pending.promise;
    const at = now();
    const promise = read()
      .then((value) => {
        // A write that landed while reading may not be in the value: it is used once, not kept.
        if (generation === publicPagesGeneration()) kept = { value, generation, at };
        return value;
      })
      .finally(() => {
        if (pending?.promise === promise) pending = undefined;
      });
    pending = { promise, generation };
    return promise;
  };
  return Object.assign(get, {
    ready: () => fresh(publicPagesGeneration())?.value,
  });
}
