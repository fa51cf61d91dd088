// The local SMTP receiver of `npm run bench:campaign`: a minimal SMTP server in this process that
// accepts every message, counts complete messages per envelope recipient and notes when each arrived.
// A message counts once its terminating "." is in, before the receiver answers 250; a message cut off
// by the sender's death is not counted.
//
// Not smtp-server (a dev dependency, used by the end-to-end tests): it waits a fixed 100 ms before
// greeting every connection (its early-talker check), and the shop opens a connection per message, so
// that receiver alone would hold the shop near 600 messages a minute. This one greets at once, or after
// `greetingDelayMs` to stand in for a mail server further away.
import net from "node:net";

export interface Arrival {
  /** Date.now() when the message was received in full. */
  at: number;
  to: string[];
}

export interface Receiver {
  port: number;
  /** Complete messages per recipient address (lower case). */
  perRecipient: Map<string, number>;
  arrivals: Arrival[];
  /** Connections opened to the receiver. */
  connections: number;
  close(): Promise<void>;
}

/**
 * `hold` is asked about every message received in full, with its number (1-based): a promise it
 * returns delays the receiver's answer until it settles (the benchmark kills the shop meanwhile, so
 * that message is in the receiver's hands but the shop never hears that it was accepted).
 */
export async function startReceiver(
  hold: (n: number) => Promise<void> | undefined,
  greetingDelayMs = 0,
): Promise<Receiver> {
  const perRecipient = new Map<string, number>();
  const arrivals: Arrival[] = [];
  const sockets = new Set<net.Socket>();
  const receiver = { port: 0, perRecipient, arrivals, connections: 0 };

  const server = net.createServer((socket) => {
    receiver.connections++;
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    const reply = (line: string) => {
      if (socket.writable) socket.write(`${line}\r\n`);
    };
    let buffer = "";
    let inData = false;
    let recipients: string[] = [];
    let busy = false;

    /** One line of the client; a promise while the answer waits for `hold`. */
    const handle = (line: string): Promise<void> | undefined => {
      if (inData) {
        if (line !== ".") return undefined;
        inData = false;
        const to = recipients;
        recipients = [];
        for (const address of to) perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
        arrivals.push({ at: Date.now(), to });
        const held = hold(arrivals.length);
        if (held) return held.finally(() => reply("250 OK: message queued"));
        reply("250 OK: message queued");
        return undefined;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO") reply("250-bench.localhost\r\n250-8BITMIME\r\n250 SMTPUTF8");
      else if (verb === "HELO") reply("250 bench.localhost");
      else if (verb === "MAIL") {
        recipients = [];
        reply("250 Accepted");
      } else if (verb === "RCPT") {
        const address = /^RCPT TO:\s*<([^>]*)>/i.exec(line)?.[1];
        if (address) recipients.push(address.toLowerCase());
        reply(address ? "250 Accepted" : "501 Bad recipient");
      } else if (verb === "DATA") {
        inData = recipients.length > 0;
        reply(inData ? "354 End data with <CR><LF>.<CR><LF>" : "503 No recipients");
      } else if (verb === "RSET") {
        recipients = [];
        reply("250 Flushed");
      } else if (verb === "NOOP") reply("250 OK");
      else if (verb === "QUIT") {
        reply("221 Bye");
        socket.end();
      } else {
        // The receiver speaks only what the shop's mailer sends; anything else gets SMTP's standard refusal.
        reply("502 Command not recognised");
      }
      return undefined;
    };

    /** Handles the buffered lines in order, waiting whenever an answer is held. */
    const drain = async () => {
      if (busy) return;
      busy = true;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const held = handle(line);
        if (held) await held;
      }
      busy = false;
    };
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      void drain();
    });
    const greet = () => reply("220 bench.localhost ESMTP");
    if (greetingDelayMs > 0) setTimeout(greet, greetingDelayMs);
    else greet();
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.port = (server.address() as net.AddressInfo).port;
  return Object.assign(receiver, {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
