import { getEnv } from "../../config/env";

const at = (path: string, token: string) => `${getEnv().appUrl}${path}?token=${encodeURIComponent(token)}`;

/** The double opt-in link of the confirmation e-mail. */
export const confirmLink = (verificationToken: string) => at("/newsletter/confirm", verificationToken);

/** A subscriber's links, in every newsletter e-mail. */
export function subscriberLinks(unsubscribeToken: string) {
  return {
    /** The page a person opens from the e-mail: it asks before unsubscribing. */
    unsubscribe: at("/unsubscribe", unsubscribeToken),
    /** RFC 8058: mail providers POST "List-Unsubscribe=One-Click" here. */
    oneClick: at("/newsletter/unsubscribe", unsubscribeToken),
    preferences: at("/newsletter/preferences", unsubscribeToken),
  };
}

/** The headers that give mail providers their own unsubscribe button (RFC 2369 and RFC 8058). */
export function listUnsubscribeHeaders(unsubscribeToken: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${subscriberLinks(unsubscribeToken).oneClick}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
