/** What every JSON API handler can read besides the request. */
export type ApiEnv = {
  /** Set by the HTTP entry: the client's address as the configured trusted proxies report it. */
  Bindings: { clientIp?: string };
  Variables: { requestId: string };
};
