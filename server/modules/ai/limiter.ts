import { singleton } from "../../singleton";

/** Each admin may ask this many times in a window, one request at a time. */
export const GENERATIONS_PER_WINDOW = 10;
export const WINDOW_MS = 10 * 60 * 1000;

interface Usage {
  /** When each recent generation started (ms), oldest first. */
  starts: number[];
  busy: boolean;
}

const usage = singleton("ai-generation-usage", () => new Map<string, Usage>());

export type Admission = { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number };

/**
 * An in-memory limit per admin, so a stuck or repeatedly clicked button cannot spend the shop's
 * quota with the AI service. Per process: enough for one shop's back office.
 */
export function admitGeneration(adminId: string, now = Date.now()): Admission {
  const mine = usage.get(adminId) ?? { starts: [], busy: false };
  mine.starts = mine.starts.filter((start) => now - start < WINDOW_MS);
  usage.set(adminId, mine);
  if (mine.busy) return { ok: false, retryAfterSeconds: 5 };
  if (mine.starts.length >= GENERATIONS_PER_WINDOW)
    return { ok: false, retryAfterSeconds: Math.ceil((mine.starts[0] + WINDOW_MS - now) / 1000) };
  mine.starts.push(now);
  mine.busy = true;
  return {
    ok: true,
    release: () => {
      mine.busy = false;
    },
  };
}

/** Tests start each case with no history. */
export function forgetGenerationUsage(): void {
  usage.clear();
}
