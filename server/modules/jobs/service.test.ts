import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { jobs } from "./schema";
import {
  enqueueJob,
  JOB_LOCK_RENEW_MS,
  JOB_LOCK_SECONDS,
  registerJob,
  retryDelayMs,
  runDueJobs,
  scheduleRecurringJob,
} from "./service";

withTestDatabase();

const jobRow = async (type: string) => (await getDb().select().from(jobs).where(eq(jobs.type, type)))[0];

/**
 * Queues a job that runs until `finish()` and, due after it, one that counts its runs; starts a batch
 * that claims both and resolves once the first job is running.
 */
async function batchBehindSlowJob(slow: string, waiting: string) {
  let started = () => {};
  let finish = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  registerJob(
    slow,
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
        started();
      }),
  );
  const waitingJob = { runs: 0 };
  registerJob(waiting, async () => {
    waitingJob.runs++;
  });
  await enqueueJob(slow, {}, { runAt: new Date(Date.now() - 2000) });
  await enqueueJob(waiting, {}, { runAt: new Date(Date.now() - 1000) });
  const run = runDueJobs();
  await running;
  return { run, finish: () => finish(), waitingJob };
}

describe("background jobs", () => {
  it("run once and are marked done", async () => {
    const seen: unknown[] = [];
    registerJob("test.ok", async (payload) => {
      seen.push(payload);
    });
    await enqueueJob("test.ok", { orderId: "o-1" });
    expect(await runDueJobs()).toBe(1);
    expect(await runDueJobs()).toBe(0);
    expect(seen).toEqual([{ orderId: "o-1" }]);
    expect(await jobRow("test.ok")).toMatchObject({ status: "done", attempts: 1 });
  });

  it("retry failures later and give up after the last attempt", async () => {
    let calls = 0;
    const gaveUp: unknown[] = [];
    registerJob(
      "test.flaky",
      async () => {
        calls++;
        throw new Error("SMTP server unavailable");
      },
      { maxAttempts: 2, onGiveUp: async (payload) => void gaveUp.push(payload) },
    );
    await enqueueJob("test.flaky", { n: 1 });
    await runDueJobs();
    let row = await jobRow("test.flaky");
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP server unavailable" });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing runs.
    expect(await runDueJobs()).toBe(0);
    await getDb()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, row.id));
    await runDueJobs();
    row = await jobRow("test.flaky");
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    expect(calls).toBe(2);
    expect(gaveUp).toEqual([{ n: 1 }]);
  });

  it("survive a restart: a job left running by a dead process is picked up when its lock expires", async () => {
    let runs = 0;
    registerJob("test.orphan", async () => {
      runs++;
    });
    await enqueueJob("test.orphan", {});
    // Simulate a process that claimed the job and died.
    await getDb()
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(jobs.type, "test.orphan"));
    expect(await runDueJobs()).toBe(0);
    await getDb()
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.type, "test.orphan"));
    expect(await runDueJobs()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow("test.orphan")).toMatchObject({ status: "done", attempts: 2 });
  });

  it("keep the locks of a batch while it runs, and let them go when it ends", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const { run, finish, waitingJob } = await batchBehindSlowJob("test.long", "test.next");
      const claimed = (await jobRow("test.next")).lockedUntil?.getTime() ?? 0;
      // Short: a process that dies with its jobs is replaced within about a minute.
      expect(claimed - Date.now()).toBeGreaterThan((JOB_LOCK_SECONDS - 10) * 1000);
      expect(claimed - Date.now()).toBeLessThanOrEqual(JOB_LOCK_SECONDS * 1000 + 1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      vi.advanceTimersByTime(JOB_LOCK_RENEW_MS);
      // The job waiting its turn in the batch keeps its lock too.
      await vi.waitFor(async () =>
        expect((await jobRow("test.next")).lockedUntil?.getTime()).toBeGreaterThan(claimed),
      );
      // Another process finds nothing to take over while the batch runs.
      expect(await runDueJobs()).toBe(0);
      finish();
      await run;
      expect(vi.getTimerCount()).toBe(0);
      expect(waitingJob.runs).toBe(1);
      for (const type of ["test.long", "test.next"])
        expect(await jobRow(type)).toMatchObject({ status: "done", attempts: 1, lockedUntil: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it("never run or settle a job of their batch that another process took over meanwhile", async () => {
    const { run, finish, waitingJob } = await batchBehindSlowJob("test.slow", "test.waiting");
    // What another process does once these locks have run out (a stalled process): it claims both.
    await getDb()
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1` })
      .where(sql`${jobs.type} in ('test.slow', 'test.waiting')`);
    finish();
    await run;
    expect(waitingJob.runs).toBe(0);
    for (const type of ["test.slow", "test.waiting"])
      expect(await jobRow(type)).toMatchObject({ status: "running", attempts: 2 });
  });

  it("enqueue the same unique work only once", async () => {
    registerJob("test.unique", async () => undefined);
    await enqueueJob("test.unique", {}, { uniqueKey: "invoice:o-9" });
    await enqueueJob("test.unique", {}, { uniqueKey: "invoice:o-9" });
    expect(await getDb().select().from(jobs).where(eq(jobs.type, "test.unique"))).toHaveLength(1);
  });

  it("are created or not together with the caller's transaction", async () => {
    registerJob("test.tx", async () => undefined);
    await getDb()
      .transaction(async (tx) => {
        await enqueueJob("test.tx", {}, { db: tx });
        throw new Error("order insert failed");
      })
      .catch(() => undefined);
    expect(await jobRow("test.tx")).toBeUndefined();
  });

  it("run a recurring job again after its interval from one row, and keep it after a failure", async () => {
    let runs = 0;
    registerJob(
      "test.recurring",
      async () => {
        runs++;
        if (runs === 2) throw new Error("database restarting");
      },
      { everyMs: 60_000, maxAttempts: 1 },
    );
    await scheduleRecurringJob("test.recurring");
    await runDueJobs();
    expect(runs).toBe(1);
    let row = await jobRow("test.recurring");
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await runDueJobs();
    expect(runs).toBe(1);
    // A process that starts runs it at once; a failed run is tried again, never given up.
    await scheduleRecurringJob("test.recurring");
    await runDueJobs();
    expect(runs).toBe(2);
    row = await jobRow("test.recurring");
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "database restarting" });
    await scheduleRecurringJob("test.recurring");
    await runDueJobs();
    expect(runs).toBe(3);
    expect(await getDb().select().from(jobs).where(eq(jobs.type, "test.recurring"))).toHaveLength(1);
  });

  it("back off exponentially up to ten minutes", () => {
    expect(retryDelayMs(1)).toBe(2000);
    expect(retryDelayMs(3)).toBe(8000);
    expect(retryDelayMs(20)).toBe(600000);
  });
});
