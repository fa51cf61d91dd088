import { redirect } from "react-router";
import { getSessionUser } from "../modules/customers/service";

/** Pages for signed-out visitors only (login, register, reset): a signed-in user goes home. */
export async function requireSignedOut(request: Request): Promise<void> {
  if (await getSessionUser(request)) throw redirect("/");
}

/** Pages that need a signed-in user: others go to /login and come back here afterwards. */
export async function requireUser(request: Request) {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
