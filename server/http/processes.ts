import cluster, { type Worker } from "node:cluster";

const RESTART_DELAY_MS = 1000;
/** A little longer than a serving process's own shutdown limit, so it is not cut short. */
const STOP_TIMEOUT_MS = 6000;

/**
 * The first process when WEB_CONCURRENCY asks for several (decision 027). It serves nothing itself:
 * it starts one serving process, which migrates and seeds the database, and the others once that one
 * listens (so they never race it); all share the port. It replaces a process that dies after it
 * started, stops everything when one cannot start, and on SIGINT or SIGTERM lets every process finish
 * its requests before it exits.
 */
export function superviseProcesses(options: { count: number; entry: string; announce: () => void }): void {
  const { count, announce } = options;
  // The serving processes run the HTTP entry itself, not what started this one (npm start's build check).
  cluster.setupPrimary({ exec: options.entry });
  let stopping = false;
  let started = 0;
  let announced = false;
  let failed = false;

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    setTimeout(() => {
      for (const worker of workers) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    let running = workers.length;
    if (running === 0) process.exit(exitCode);
    for (const worker of workers) {
      worker.once("exit", (code, signal) => {
        // One still starting has no handler yet and ends by the signal itself.
        if (code !== 0 && signal !== "SIGTERM") failed = true;
        if (--running === 0) process.exit(failed ? 1 : exitCode);
      });
      worker.process.kill("SIGTERM");
    }
  };

  const start = (): Worker => {
    const worker = cluster.fork();
    let listening = false;
    worker.once("listening", () => {
      listening = true;
      if (++started === count && !announced) {
        announced = true;
        announce();
      }
    });
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      if (!listening) {
        // It printed why (configuration, database); the others would fail the same way.
        console.error("A shop process could not start: stopping");
        stopAll(1);
        return;
      }
      console.error(`A shop process ended (${signal ?? `exit code ${code}`}): starting another`);
      started--;
      setTimeout(() => {
        if (!stopping) start();
      }, RESTART_DELAY_MS);
    });
    return worker;
  };

  start().once("listening", () => {
    for (let i = 1; i < count; i++) start();
  });
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
}
