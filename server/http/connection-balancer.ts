import type { Worker } from "node:cluster";
import type { IncomingMessage, Server as HttpServer } from "node:http";
import net from "node:net";

/** Messages between the supervisor and a serving process about connections. */
const READY = "shop:ready";
const HANDED = "shop:connection";
const TAKEN = "shop:connection-taken";
const CLOSED = "shop:connection-closed";

/** Requests a serving process answers on one keep-alive connection before asking the client to reconnect. */
export const REQUESTS_PER_CONNECTION = 100;

/**
 * The serving process that should take the next connection: the one holding the fewest open now
 * (the earliest started among equals), or none while no process is ready.
 */
export function leastLoaded<T>(open: ReadonlyMap<T, number>): T | undefined {
  let chosen: T | undefined;
  let fewest = Infinity;
  for (const [worker, count] of open) {
    if (count < fewest) {
      chosen = worker;
      fewest = count;
    }
  }
  return chosen;
}

/**
 * The supervisor's side (decision 027): it accepts every connection on the shop's port and hands it
 * to the serving process with the fewest open connections. A keep-alive connection stays with the
 * process that took it, so handing connections out in turn (Node's own way) left them unevenly spread
 * as they closed and reopened (six and four, eight and two): one process queued while the other
 * idled. Counting them keeps every process's share equal.
 */
export function balanceConnections(options: {
  port: number;
  onListening: () => void;
  onError: (error: Error) => void;
}): { ready(worker: Worker): void; gone(worker: Worker): void; listen(): void; close(): void } {
  const open = new Map<Worker, number>();
  /** Connections handed to each process that it has not yet said it took, by number. */
  const handing = new Map<Worker, Map<number, net.Socket>>();
  let handed = 0;
  const count = (worker: Worker, change: number) => {
    const now = open.get(worker);
    if (now !== undefined) open.set(worker, Math.max(0, now + change));
  };
  // The supervisor never reads a connection: it passes the socket on untouched. It keeps its own copy
  // until the process says it took it: one handed to a process that has just died (and cannot say so
  // yet) would otherwise stay open with nobody to answer it.
  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    // A client that goes meanwhile must not take the supervisor with it.
    socket.on("error", () => socket.destroy());
    const worker = leastLoaded(open);
    if (!worker) return void socket.destroy();
    const id = ++handed;
    count(worker, 1);
    handing.get(worker)?.set(id, socket);
    worker.send({ type: HANDED, id }, socket, { keepOpen: true }, (error) => {
      if (!error) return;
      count(worker, -1);
      handing.get(worker)?.delete(id);
      socket.destroy();
    });
  });
  server.on("error", options.onError);
  return {
    ready(worker) {
      open.set(worker, 0);
      handing.set(worker, new Map());
      worker.on("message", (message: unknown) => {
        if (message === CLOSED) return count(worker, -1);
        if (isTaken(message)) {
          handing.get(worker)?.get(message.id)?.destroy();
          handing.get(worker)?.delete(message.id);
        }
      });
    },
    listen() {
      server.listen(options.port, options.onListening);
    },
    gone(worker) {
      open.delete(worker);
      for (const socket of handing.get(worker)?.values() ?? []) socket.destroy();
      handing.delete(worker);
    },
    close() {
      server.close();
    },
  };
}

/** A message about one handed connection, by its number. */
const isAbout =
  (type: typeof HANDED | typeof TAKEN) =>
  (message: unknown): message is { type: typeof type; id: number } =>
    typeof message === "object" && message !== null && (message as { type?: unknown }).type === type;
const isHanded = isAbout(HANDED);
const isTaken = isAbout(TAKEN);

/** Whether a message from a serving process says it is ready for connections. */
export const isReadyMessage = (message: unknown): boolean => message === READY;

/**
 * A serving process's side: it takes the connections the supervisor hands it into its HTTP server,
 * says when each closes, and closes each after REQUESTS_PER_CONNECTION answers, so that a client's
 * long-lived connections are placed again now and then (after a process was replaced, say). Returns
 * a wait for every handed connection to close, for a clean stop.
 */
export function takeHandedConnections(server: HttpServer): { drained(): Promise<void> } {
  server.maxRequestsPerSocket = REQUESTS_PER_CONNECTION;
  // Node starts its checks of slow headers and requests (headersTimeout, requestTimeout) when a
  // server listens; this one never does itself.
  server.emit("listening");
  /** Requests answered on each open connection. */
  const sockets = new Map<net.Socket, number>();
  const reportClosed = () => process.connected && process.send?.(CLOSED);
  let whenDrained: (() => void) | undefined;
  server.prependListener("request", (request: IncomingMessage) => {
    const socket = request.socket as net.Socket;
    const before = sockets.get(socket);
    if (before === undefined) return;
    const answered = before + 1;
    sockets.set(socket, answered);
    // Said before the last answer goes out: the client reconnects at once, and the supervisor must
    // count this connection gone by then, or it would hand the new one to another process.
    if (answered === REQUESTS_PER_CONNECTION) reportClosed();
  });
  process.on("message", (message: unknown, socket: unknown) => {
    if (!isHanded(message) || !(socket instanceof net.Socket)) return;
    process.send?.({ type: TAKEN, id: message.id });
    // Node's server turns Nagle's algorithm off on the connections it accepts itself (noDelay); one
    // handed over keeps it on, and an answer written in pieces (a compressed file or resource route)
    // then waited for the client's delayed acknowledgement: 40 ms on every request after the first few.
    socket.setNoDelay(true);
    sockets.set(socket, 0);
    socket.once("close", () => {
      if ((sockets.get(socket) ?? 0) < REQUESTS_PER_CONNECTION) reportClosed();
      sockets.delete(socket);
      if (sockets.size === 0) whenDrained?.();
    });
    server.emit("connection", socket);
    socket.resume();
  });
  process.send?.(READY);
  return {
    drained: () =>
      sockets.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (whenDrained = resolve)),
  };
}
