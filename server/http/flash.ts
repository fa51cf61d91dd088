import { createCookie } from "react-router";

export interface FlashMessage {
  type: "success" | "error" | "info";
  text: string;
}

/** A one-time message carried across a redirect, for forms posted without JavaScript. */
const flashCookie = createCookie("flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

/** The cookie is Secure whenever the shop is reached over https. */
const overHttps = (request: Request) => new URL(request.url).protocol === "https:";

export async function setFlash(message: FlashMessage, request: Request): Promise<string> {
  return flashCookie.serialize(message, { secure: overHttps(request) });
}

/** Reads the message and the header that clears it; null message when there is none. */
export async function takeFlash(request: Request): Promise<{ message: FlashMessage | null; clear?: string }> {
  const value: unknown = await flashCookie.parse(request.headers.get("cookie"));
  if (!value || typeof value !== "object") return { message: null };
  const { type, text } = value as Partial<FlashMessage>;
  const valid = (type === "success" || type === "error" || type === "info") && typeof text === "string";
  return {
    message: valid ? { type, text: text.slice(0, 300) } : null,
    clear: await flashCookie.serialize("", { maxAge: 0, secure: overHttps(request) }),
  };
}
