import { getAuth } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
}

/** The signed-in user of a request, or null; a broken or expired session counts as signed out. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")?.includes("better-auth")) return null;
  try {
    const session = await getAuth().api.getSession({ headers: request.headers });
    if (!session) return null;
    const user = session.user as typeof session.user & { role?: string; isActive?: boolean };
    if (user.isActive === false) return null;
    return { id: user.id, email: user.email, name: user.name, role: user.role ?? "customer" };
  } catch {
    return null;
  }
}
