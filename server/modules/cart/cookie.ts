import { createCookie } from "react-router";
import { getEnv } from "../../config/env";
import { type CartOwner, newGuestToken } from "./owner";

const THIRTY_DAYS = 60 * 60 * 24 * 30;

function cartCookie() {
  return createCookie("cart_token", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: THIRTY_DAYS,
    secure: getEnv().appUrl.startsWith("https://"),
  });
}

async function readToken(request: Request): Promise<string | null> {
  const value: unknown = await cartCookie().parse(request.headers.get("cookie"));
  return typeof value === "string" && /^[\w-]{20,64}$/.test(value) ? value : null;
}

/** The cart owner of a request: the user when signed in, else the guest cookie's token if any. */
export async function readCartOwner(request: Request, userId: string | null): Promise<CartOwner | null> {
  if (userId) return { userId };
  const token = await readToken(request);
  return token ? { guestToken: token } : null;
}

/** The header that forgets the guest cart cookie (after sign-in merged it, or on sign-out). */
export async function clearCartCookie(): Promise<string> {
  return cartCookie().serialize("", { maxAge: 0 });
}

/** The guest token of a request, if any (to merge into an account on sign-in). */
export async function readGuestToken(request: Request): Promise<string | null> {
  return readToken(request);
}

/** Like readCartOwner, but gives a guest a cart cookie when they have none yet. */
export async function ensureCartOwner(
  request: Request,
  userId: string | null,
): Promise<{ owner: CartOwner; setCookie?: string }> {
  const existing = await readCartOwner(request, userId);
  if (existing) return { owner: existing };
  const token = newGuestToken();
  return { owner: { guestToken: token }, setCookie: await cartCookie().serialize(token) };
}
