import pg from "pg";

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** The connection was lost and is back: messages sent meanwhile may have been missed. */
  onGap(): void;
}

const RETRY_MS = 1000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Keeps one connection of its own LISTENing on `channel` (a pooled connection would be handed to other
 * queries) and opens it again after a drop. Resolves once the first LISTEN is in place; the function
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

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    next.on("error", () => undefined); // followed by "end", which reconnects
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
  };

  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => handlers.onGap(),
        () => scheduleReconnect(),
      );
    }, RETRY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
