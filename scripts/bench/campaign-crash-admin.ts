// The back office as bench:campaign drives it over HTTP (campaign-crash.ts): the admin signs in, then
// creates a campaign and sends it through the same forms a browser without JavaScript posts.

interface Answer {
  status: number;
  location: string;
  setCookies: string[];
  body: string;
}

/** One request as a browser without JavaScript sends it: POSTs carry the shop's own Origin. */
async function request(
  origin: string,
  method: string,
  path: string,
  cookie = "",
  form?: Record<string, string>,
) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (method !== "GET") headers.origin = origin;
  let body: string | undefined;
  if (form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(form).toString();
  }
  const response = await fetch(new URL(path, origin), { method, headers, body, redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location") ?? "",
    setCookies: response.headers.getSetCookie(),
    body: await response.text(),
  } satisfies Answer;
}

/** The one-time message a redirect carries (the flash cookie: base64 JSON, unsigned). */
function flashText(answer: Answer): string {
  const value = answer.setCookies
    .find((c) => c.startsWith("flash="))
    ?.split(";")[0]
    .slice("flash=".length);
  if (!value) return "";
  try {
    const flash: unknown = JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8"));
    return flash && typeof flash === "object" && "text" in flash ? String(flash.text) : "";
  } catch {
    return "";
  }
}

const describe = (answer: Answer) => `${answer.status} ${answer.body.slice(0, 300)}`;

/** The demo admin's session cookie, from Better Auth's sign-in endpoint. */
export async function signInAsAdmin(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL("/api/auth/sign-in/email", origin), {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const body = await response.text();
  if (response.status !== 200 || !cookie.includes("session_token"))
    throw new Error(`The admin could not sign in: ${response.status} ${body.slice(0, 300)}`);
  return cookie;
}

/**
 * Creates the campaign on /admin/newsletter/campaigns/new and sends it from its page, as the admin's
 * browser posts those forms; the campaign's id.
 */
export async function createAndSend(origin: string, cookie: string, subscribers: number): Promise<string> {
  const created = await request(origin, "POST", "/admin/newsletter/campaigns/new", cookie, {
    intent: "save",
    subject: "Bench: the Diwali collection is here",
    preheader: "Festive wear for the whole family",
    preference: "weekly_newsletter",
    body: "<h2>Diwali 2026</h2><p>New <strong>silk kurtas</strong> and lehengas, hand-finished in Varanasi.</p>",
  });
  const id = /^\/admin\/newsletter\/campaigns\/([0-9a-f-]{36})$/.exec(
    created.status === 302 ? created.location : "",
  )?.[1];
  if (!id) throw new Error(`Creating the campaign failed: ${describe(created)}`);
  const page = await request(origin, "GET", `/admin/newsletter/campaigns/${id}`, cookie);
  const version = /name="version" value="([^"]+)"/.exec(page.body)?.[1];
  if (page.status !== 200 || !version) throw new Error(`The campaign page has no version: ${describe(page)}`);
  const sent = await request(origin, "POST", `/admin/newsletter/campaigns/${id}`, cookie, {
    intent: "send",
    version,
  });
  const started = flashText(sent);
  if (sent.status !== 302 || !started.startsWith("Sending started"))
    throw new Error(`Sending the campaign failed: ${describe(sent)} ${started}`);
  console.log(`  ${started}`);
  const audience = Number(/Sending started: ([\d,]+)/.exec(started)?.[1].replace(/,/g, ""));
  if (audience !== subscribers)
    throw new Error(`The campaign went to ${audience}, not ${subscribers} subscribers`);
  return id;
}
