import pg from "pg";
import { log } from "../log";

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** The connection was lost (or never made) and is back: messages sent meanwhile were not heard. */
  onGap(): void;
}

const RETRY_MS = 1000;
const CONNECT_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_DELAY_MS = 10_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Keeps one connection of its own LISTENing on `channel` (a pooled connection would be handed to other
 * queries) and opens it again, every second, whenever it is lost or could not be made. TCP keep-alive
 * (probes after 10 s idle) notices a connection that died without a word within a few minutes. Resolves once the first attempt has ended; the function
 * it resolves to stops listening for good.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let reported = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      // Without a delay the system's default applies: two hours before a silent drop is noticed.
      keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    next.on("error", (error) => lost(error)); // "end" follows and reconnects
    next.on("end", () => {
      if (client !== next || stopped) return;
      client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end().catch(() => undefined);
    else client = next;
    reported = false;
  };

  // Said once per outage, not once per attempt.
  const lost = (error: unknown) => {
    if (stopped || reported) return;
    reported = true;
    log.warn(`Listening for "${channel}" stopped, trying again every second: ${String(error)}`);
  };

  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => handlers.onGap(),
        (error: unknown) => {
          lost(error);
          scheduleReconnect();
        },
      );
    }, RETRY_MS);
    retry.unref();
  };

  await connect().catch((error: unknown) => {
    lost(error);
    scheduleReconnect();
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
