import { beforeEach, describe, expect, it } from "vitest";
import { admitGeneration, forgetGenerationUsage, GENERATIONS_PER_WINDOW, WINDOW_MS } from "./limiter";

beforeEach(() => forgetGenerationUsage());

describe("the per-admin limit on AI generations", () => {
  it("lets one request run at a time", () => {
    const first = admitGeneration("a", 0);
    expect(first.ok).toBe(true);
    expect(admitGeneration("a", 10)).toEqual({ ok: false, retryAfterSeconds: 5 });
    if (first.ok) first.release();
    expect(admitGeneration("a", 20).ok).toBe(true);
  });

  it("allows 10 in 10 minutes, then says when the oldest leaves the window", () => {
    for (let i = 0; i < GENERATIONS_PER_WINDOW; i++) {
      const admitted = admitGeneration("a", i * 1000);
      if (admitted.ok) admitted.release();
    }
    expect(admitGeneration("a", 60_000)).toEqual({ ok: false, retryAfterSeconds: 540 });
    expect(admitGeneration("b", 60_000).ok).toBe(true);
    expect(admitGeneration("a", WINDOW_MS).ok).toBe(true);
  });
});
