import { createCookie } from "react-router";

export interface FlashMessage {
  type: "success" | "error" | "info";
  text: string;
}

/** A one-time message carried across a redirect, for forms posted without JavaScript. */
const flashCookie = createCookie("flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

export async function setFlash(message: FlashMessage): Promise<string> {
  return flashCookie.serialize(message);
}

/** Reads the message and the header that clears it; null message when there is none. */
export async function takeFlash(request: Request): Promise<{ message: FlashMessage | null; clear?: string }> {
  const value: unknown = await flashCookie.parse(request.headers.get("cookie"));
  if (!value || typeof value !== "object") return { message: null };
  const { type, text } = value as Partial<FlashMessage>;
  const valid = (type === "success" || type === "error" || type === "info") && typeof text === "string";
  return {
    message: valid ? { type, text: text.slice(0, 300) } : null,
    clear: await flashCookie.serialize("", { maxAge: 0 }),
  };
}
