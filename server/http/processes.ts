import cluster, { type Worker } from "node:cluster";
import type { Server } from "node:http";

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
 * listens (so they never race it), and hands them the connections in turn. If a process cannot start
 * before the shop is up, it stops everything (the others would fail alike); once the shop is up, it
 * replaces a process that dies, waiting longer while replacements keep failing (a database outage).
 * On SIGINT or SIGTERM every process finishes its requests before it exits.
 */
export function superviseProcesses(options: { count: number; entry: string; announce: () => void }): void {
  const { count, announce } = options;
  // The serving processes run the HTTP entry itself, not what started this one (npm start's build check).
  cluster.setupPrimary({ exec: options.entry });
  let stopping = false;
  let started = 0;
  let announced = false;
  let failed = false;
  let restartDelay = RESTART_DELAY_MS;

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
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
    let listeningAt: number | undefined;
    worker.once("listening", () => {
      listeningAt = Date.now();
      if (++started === count && !announced) {
        announced = true;
        announce();
      }
    });
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      if (!announced && listeningAt === undefined) {
        // It printed why (configuration, database); the others would fail the same way.
        console.error("A shop process could not start: stopping");
        stopAll(1);
        return;
      }
      if (listeningAt !== undefined) started--;
      if (listeningAt !== undefined && Date.now() - listeningAt >= HEALTHY_AFTER_MS)
        restartDelay = RESTART_DELAY_MS;
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

  start().once("listening", () => {
    for (let i = 1; i < count; i++) start();
  });
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
}

/** Requests a serving process answers on one keep-alive connection before asking the client to reconnect. */
export const REQUESTS_PER_CONNECTION = 100;

/**
 * A serving process's part in spreading the load. A keep-alive connection stays with the process that
 * accepted it, and the supervisor hands a new connection to whichever process is free at that moment:
 * a burst of connections (a load balancer's or a proxy's pool, a busy client) can leave seven on one
 * process and three on the other for as long as they live, one process queueing while the other idles.
 * Closing each connection after REQUESTS_PER_CONNECTION answers (`Connection: close`; the client opens
 * another) lets the supervisor balance them again, at the cost of one new connection per hundred
 * requests.
 */
export function rebalanceConnections(server: Server): void {
  server.maxRequestsPerSocket = REQUESTS_PER_CONNECTION;
}
