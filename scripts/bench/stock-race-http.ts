// HTTP side of `npm run bench:stock-race`: the back office's forms as staff post them (role change,
// stock adjustment), and what each answer of the race means. Buyers use bench:checkout's helpers.
import { type Answer, type Buyer, placeOrder, type ShopClient } from "./checkout-http";

const FORM = "application/x-www-form-urlencoded";

/** Signs an account in with its own password (the buyers' signIn knows only theirs). */
export async function signInWith(client: ShopClient, email: string, password: string, ip: string) {
  const answer = await client.postJson(
    "/api/auth/sign-in/email",
    { email, password },
    { "x-forwarded-for": ip },
  );
  const cookie = answer.setCookies.map((c) => c.split(";")[0]).join("; ");
  if (answer.status !== 200 || !cookie.includes("session_token"))
    throw new Error(`${email} could not sign in: ${answer.status} ${answer.body.slice(0, 300)}`);
  return cookie;
}

/** The admin gives an account the staff role through /admin/users/:id, as the users page does. */
export async function makeStaff(client: ShopClient, adminCookie: string, userId: string): Promise<void> {
  const answer = await client.send("POST", `/admin/users/${userId}`, {
    headers: { cookie: adminCookie, "content-type": FORM },
    body: new URLSearchParams({ intent: "role", role: "staff" }).toString(),
  });
  if (answer.status !== 200 || !answer.body.includes("is now Staff"))
    throw new Error(`Making ${userId} staff failed: ${answer.status} ${answer.body.slice(0, 300)}`);
}

export interface Adjustment {
  variantId: string;
  /** Units added (positive) or taken away (negative). */
  change: number;
}

/** The adjust form of /admin/inventory: mode "change" with a signed quantity, a reason and a note. */
export function postAdjustment(
  client: ShopClient,
  cookie: string,
  ip: string,
  a: Adjustment,
): Promise<Answer> {
  return client.send("POST", "/admin/inventory", {
    headers: { cookie, "content-type": FORM, "x-forwarded-for": ip },
    body: new URLSearchParams({
      intent: "adjust",
      variantId: a.variantId,
      mode: "change",
      quantity: a.change > 0 ? `+${a.change}` : String(a.change),
      reason: a.change > 0 ? "restock" : "damaged",
      note: "stock race",
    }).toString(),
  });
}

/** POST /api/orders, paid online (stock held) or cash on delivery (stock taken off on hand). */
export function placeOrderPaying(client: ShopClient, buyer: Buyer, cod: boolean): Promise<Answer> {
  return placeOrder(client, buyer, cod ? "cod" : "razorpay");
}

export type Verdict =
  { kind: "accepted" } | { kind: "refused"; why: string } | { kind: "unexpected"; why: string };

const refusalOf = (body: string) => /Stock adjustment failed: ([^"<\\]+)/.exec(body)?.[1];

/** The one-time message a redirect carries (the flash cookie: base64 JSON, unsigned). */
function flashText(answer: Answer): string | undefined {
  const value = answer.setCookies
    .find((c) => c.startsWith("flash="))
    ?.split(";")[0]
    .slice("flash=".length);
  if (!value) return undefined;
  try {
    const flash: unknown = JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8"));
    return flash && typeof flash === "object" && "text" in flash ? String(flash.text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An adjustment is accepted when the action redirects back to the list with "Stock for ... changed";
 * refused when it answers 400 or 409 with the form's message (below 0, or below the units held).
 */
export function judgeAdjustment(answer: Answer): Verdict {
  if (answer.status === 302 && /^Stock for .* changed from \d+ to \d+\.$/.test(flashText(answer) ?? ""))
    return { kind: "accepted" };
  const message = refusalOf(answer.body);
  if ((answer.status === 400 || answer.status === 409) && message) {
    if (/cannot go below 0/.test(message)) return { kind: "refused", why: "would go below 0" };
    if (/held by orders awaiting payment/.test(message))
      return { kind: "refused", why: "below the units unpaid orders hold" };
    return { kind: "refused", why: message.trim() };
  }
  return { kind: "unexpected", why: `adjustment: ${describe(answer)}` };
}

/** 201 placed; 409 with the shop's out-of-stock words turned away; anything else is unexpected. */
export function judgeOrder(answer: Answer): Verdict {
  if (answer.status === 201) return { kind: "accepted" };
  if (answer.status === 409) {
    if (answer.body.includes("Insufficient stock")) return { kind: "refused", why: "insufficient stock" };
    if (answer.body.includes("Stock changed while your order was placed"))
      return { kind: "refused", why: "stock changed while placing" };
  }
  return { kind: "unexpected", why: `order: ${describe(answer)}` };
}

const describe = (answer: Answer) =>
  `${answer.status} ${answer.body.replace(/"requestId":"[^"]*"/, "").slice(0, 160)}`;
