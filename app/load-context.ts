import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Nonce of this response's Content-Security-Policy. */
    cspNonce: string;
    requestId: string;
  }
}

export {};
