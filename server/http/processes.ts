import cluster, { type Worker } from "node:cluster";
import { balanceConnections, isReadyMessage } from "./connection-balancer";

/** A replacement waits this long, doubling while replacements keep dying, up to the maximum. */
const RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A replacement that served this long resets the delay. */
const HEALTHY_AFTER_MS = 60_000;
/** A little longer than a serving process's own shutdown limit, so it is not cut short. */
const STOP_TIMEOUT_MS = 6000;

/**
 * The first process when WEB_CONCURRENCY asks for several (decision 027). It renders nothing: it
 * starts one serving process, which migrates and seeds the database, then the others once that one
 * is ready (so they never race it). It opens the shop's port when all are ready and hands each
 * connection to the one with the fewest open (connection-balancer.ts). If a process cannot start
 * before the shop is up, it stops everything (the others would fail alike); once the shop is up, it
 * replaces a process that dies, waiting longer while replacements keep failing (a database outage).
 * On SIGINT or SIGTERM every process finishes its requests before it exits.
 */
export function superviseProcesses(options: {
  count: number;
  entry: string;
  port: number;
  announce: () => void;
}): void {
  const { count, announce } = options;
  // The serving processes run the HTTP entry itself, not what started this one (npm start's build check).
  cluster.setupPrimary({ exec: options.entry });
  let stopping = false;
  let started = 0;
  let othersStarted = false;
  let announced = false;
  let failed = false;
  let restartDelay = RESTART_DELAY_MS;

  const balancer = balanceConnections({
    port: options.port,
    onListening: announce,
    onError: (error) => {
      console.error(`Cannot start the shop: ${error.message}`);
      stopAll(1);
    },
  });

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    balancer.close();
    // One that has just died may still be listed until its channel closes: its exit has been seen.
    const workers = Object.values(cluster.workers ?? {}).filter(
      (w): w is Worker => w !== undefined && !w.isDead(),
    );
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
    let readyAt: number | undefined;
    worker.on("message", (message: unknown) => {
      if (!isReadyMessage(message) || readyAt !== undefined) return;
      readyAt = Date.now();
      balancer.ready(worker);
      started++;
      if (!othersStarted) {
        othersStarted = true;
        for (let i = 1; i < count; i++) start();
      }
      // The port opens once every process is ready: connections made earlier would all stay with
      // the first for as long as they live.
      if (started === count && !announced) {
        announced = true;
        balancer.listen();
      }
    });
    // One that is going gets no more connections, from the moment its channel closes.
    worker.once("disconnect", () => balancer.gone(worker));
    worker.once("exit", (code, signal) => {
      balancer.gone(worker);
      if (stopping) return;
      if (!announced && readyAt === undefined) {
        // It printed why (configuration, database); the others would fail the same way.
        console.error("A shop process could not start: stopping");
        stopAll(1);
        return;
      }
      if (readyAt !== undefined) started--;
      if (readyAt !== undefined && Date.now() - readyAt >= HEALTHY_AFTER_MS) restartDelay = RESTART_DELAY_MS;
      const delay = restartDelay;
      restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
      console.error(
        `A shop process ended (${signal ?? `exit code ${code}`}): starting another in ${delay / 1000} s`,
      );
      setTimeout(() => {
        if (!stopping) start();
      }, delay);
    });
    return worker;
  };

  start();
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
}
