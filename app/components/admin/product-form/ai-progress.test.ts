import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { progressTicker } from "./ai-progress";

describe("the AI generation's progress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("rises by 10 every 500 ms up to 90, then shows 100 on success", () => {
    const seen: number[] = [];
    const ticker = progressTicker((p) => seen.push(p));
    ticker.start();
    vi.advanceTimersByTime(499);
    expect(seen).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([0, 10]);
    vi.advanceTimersByTime(4_000);
    expect(seen.at(-1)).toBe(90);
    vi.advanceTimersByTime(10_000);
    expect(seen.at(-1)).toBe(90);
    expect(Math.max(...seen.slice(0, -1))).toBe(90);
    ticker.finish(true);
    expect(seen.at(-1)).toBe(100);
    vi.advanceTimersByTime(5_000);
    expect(seen.at(-1)).toBe(100);
  });

  it("goes back to 0 on failure and starts from 0 again on the next try", () => {
    const seen: number[] = [];
    const ticker = progressTicker((p) => seen.push(p));
    ticker.start();
    vi.advanceTimersByTime(1_500);
    ticker.finish(false);
    expect(seen).toEqual([0, 10, 20, 30, 0]);
    ticker.start();
    vi.advanceTimersByTime(500);
    expect(seen.slice(-2)).toEqual([0, 10]);
  });
});
