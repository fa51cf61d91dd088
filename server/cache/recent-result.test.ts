import { describe, expect, it } from "vitest";
import { type DbHandle, getDbHandle, setDbHandle } from "../db/client";
import { recentResult, recentResultsByKey } from "./recent-result";

describe("a report worked out at most once per interval", () => {
  it("shares one piece of work between concurrent and recent requests, then works it out again", async () => {
    let clock = 1_000_000;
    let runs = 0;
    const report = recentResult(60_000, async () => ++runs, { now: () => clock });
    const [a, b] = await Promise.all([report(), report()]);
    expect([a.value, b.value, runs]).toEqual([1, 1, 1]);
    clock += 59_999;
    expect((await report()).value).toBe(1);
    clock += 1;
    const fresh = await report();
    expect([fresh.value, fresh.at.getTime()]).toEqual([2, clock]);
  });

  it("works it out again when what it reads has changed, however recent the kept result", async () => {
    let changes = 0;
    let runs = 0;
    const report = recentResult(60_000, async () => ++runs, { changes: () => changes });
    expect((await report()).value).toBe(1);
    expect((await report()).value).toBe(1);
    changes += 1;
    expect((await report()).value).toBe(2);
    // A change while the work is under way: its result is not kept.
    let finish = () => {};
    const slow = recentResult(
      60_000,
      () => new Promise<number>((resolve) => (finish = () => resolve(++runs))),
      {
        changes: () => changes,
      },
    );
    const first = slow();
    changes += 1;
    finish();
    expect((await first).value).toBe(3);
    const second = slow();
    finish();
    expect((await second).value).toBe(4);
  });

  it("keeps no failure: the next request tries again", async () => {
    let fail = true;
    const report = recentResult(60_000, async () => {
      if (fail) throw new Error("database down");
      return "ok";
    });
    await expect(report()).rejects.toThrow("database down");
    fail = false;
    expect((await report()).value).toBe("ok");
  });

  it("works the result out afresh for another database, even while one is being worked out", async () => {
    const previous = getDbHandle();
    let runs = 0;
    let finish = () => {};
    const report = recentResult(60_000, async () => {
      const run = ++runs;
      if (run === 1) await new Promise<void>((resolve) => (finish = resolve));
      return run;
    });
    try {
      setDbHandle({} as DbHandle);
      const first = report();
      setDbHandle({} as DbHandle);
      expect((await report()).value).toBe(2);
      finish();
      expect((await first).value).toBe(1);
      expect((await report()).value).toBe(2);
    } finally {
      setDbHandle(previous);
    }
  });

  it("forgets on a write: neither what is kept nor work under way serves a later request", async () => {
    let runs = 0;
    const finishers: (() => void)[] = [];
    const report = recentResult(60_000, async () => {
      const run = ++runs;
      await new Promise<void>((resolve) => finishers.push(resolve));
      return run;
    });
    const before = report();
    report.forget();
    const after = report();
    for (const finish of finishers) finish();
    expect([(await before).value, (await after).value]).toEqual([1, 2]);
    expect((await report()).value).toBe(2);
    report.forget();
    const fresh = report();
    finishers.at(-1)!();
    expect((await fresh).value).toBe(3);
  });
});

describe("reports worked out at most once per interval for each key", () => {
  it("shares a key's result, keeps keys apart, and drops the key least recently asked for", async () => {
    const runs: string[] = [];
    const report = recentResultsByKey(
      60_000,
      async (range: { from: string; to: string }) => {
        runs.push(range.from);
        return `${range.from}..${range.to} #${runs.length}`;
      },
      (range) => `${range.from} ${range.to}`,
      { size: 2 },
    );
    const march = { from: "2026-03-01", to: "2026-03-31" };
    const april = { from: "2026-04-01", to: "2026-04-30" };
    expect((await Promise.all([report(march), report({ ...march })])).map((r) => r.value)).toEqual([
      "2026-03-01..2026-03-31 #1",
      "2026-03-01..2026-03-31 #1",
    ]);
    expect((await report(april)).value).toBe("2026-04-01..2026-04-30 #2");
    expect((await report(march)).value).toBe("2026-03-01..2026-03-31 #1");
    // A third key drops April, asked for less recently than March: it is worked out again when asked.
    await report({ from: "2026-05-01", to: "2026-05-31" });
    expect((await report(march)).value).toBe("2026-03-01..2026-03-31 #1");
    expect((await report(april)).value).toBe("2026-04-01..2026-04-30 #4");
    expect(runs).toEqual(["2026-03-01", "2026-04-01", "2026-05-01", "2026-04-01"]);
  });
});
