import { data, redirect } from "react-router";
import { can, isStaffRole, type Permission } from "../../lib/permissions";
import { getSessionUser, type SessionUser, signOut } from "../modules/customers/service";

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

export const ADMIN_LOGIN_PATH = "/admin/login";
/** A back-office session with no request for this long (a working day) ends. */
export const ADMIN_IDLE_MS = 10 * 60 * 60 * 1000;
export const ADMIN_FORBIDDEN_MESSAGE = "You do not have access to this part of the back office.";

/**
 * The back office's one guard, for every admin loader, action and API: visitors who are not signed in
 * go to the admin sign-in and come back here afterwards; customers, and staff whose role lacks the
 * permission (lib/permissions.ts), get a 403.
 */
export async function requireStaff(request: Request, permission: Permission): Promise<SessionUser> {
  const user = await getSessionUser(request);
  const url = new URL(request.url);
  const signIn = `${ADMIN_LOGIN_PATH}?returnTo=${encodeURIComponent(url.pathname.replace(/\.data$/, "") + url.search)}`;
  if (!user) throw redirect(signIn);
  if (isStaffRole(user.role) && Date.now() - user.activeAt.getTime() > ADMIN_IDLE_MS) {
    // A back-office session left alone for a working day ends; the page asked for comes back after.
    const headers = new Headers();
    for (const cookie of await signOut({ request })) headers.append("Set-Cookie", cookie);
    throw redirect(`${signIn}&expired=1`, { headers });
  }
  if (!isStaffRole(user.role) || !can(user.role, permission))
    throw data({ message: ADMIN_FORBIDDEN_MESSAGE }, { status: 403 });
  return user;
}
