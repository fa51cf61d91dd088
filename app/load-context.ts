import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Nonce of this response's Content-Security-Policy. */
    cspNonce: string;
    requestId: string;
    /** The visitor's address (behind a trusted proxy, from X-Forwarded-For), for rate limits. */
    clientIp?: string;
  }
}

export {};
