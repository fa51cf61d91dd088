import { takeFlash } from "../../../../server/http/flash";

/** A form posted to `url` as a browser sends it without JavaScript (for route tests). */
export const formPost = (url: string, fields: Record<string, string>, cookie: string) =>
  new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
  });

/** An action's answer as a route test reads it: a redirect with its one-time message, or a status and body. */
export async function actionAnswer(result: unknown, url: string) {
  if (result instanceof Response) {
    const flashCookie = (result.headers.get("set-cookie") ?? "").split(";")[0];
    const flash = await takeFlash(new Request(url, { headers: { cookie: flashCookie } }));
    return { status: result.status, location: result.headers.get("location"), flash: flash.message?.text };
  }
  const answer = result as { data?: unknown; init?: { status?: number } };
  return "init" in answer
    ? { status: answer.init?.status ?? 200, body: answer.data as Record<string, unknown> }
    : { status: 200, body: result as Record<string, unknown> };
}
