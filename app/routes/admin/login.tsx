import { data, Form, redirect, useNavigation } from "react-router";
import { loginSchema } from "../../../lib/auth-schemas";
import { isStaffRole } from "../../../lib/permissions";
import { fieldErrorsOf } from "../../../lib/form-errors";
import { getSessionUser, SIGN_IN_MESSAGES, signIn, signOut } from "../../../server/modules/customers/service";
import { safeReturnTo } from "../../../server/http/return-to";
import { log } from "../../../server/log";
import { Field } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import type { Route } from "./+types/login";

export const ADMIN_LOGIN_MESSAGES = {
  invalid: "Invalid credentials",
  unauthorized: "Unauthorized: Admin access required",
  unexpected: "An unexpected error occurred",
  expired: "Your session ended after a working day without activity. Please sign in again.",
} as const;

const HOME = "/admin/dashboard";
const backTo = (value: unknown) => {
  const path = safeReturnTo(value, HOME);
  return path.startsWith("/admin/") && !path.startsWith("/admin/login") ? path : HOME;
};

export const meta = () => [
  { title: "Admin Sign In | Divine Threads" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const returnTo = backTo(params.get("returnTo"));
  const user = await getSessionUser(request);
  if (user && isStaffRole(user.role)) throw redirect(returnTo);
  return { returnTo, notice: params.has("expired") ? ADMIN_LOGIN_MESSAGES.expired : null };
}

type ActionData = { error?: string; fieldErrors?: Record<string, string>; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const parsed = loginSchema.safeParse({ email, password: form.get("password") ?? "" });
  if (!parsed.success)
    return data<ActionData>({ fieldErrors: fieldErrorsOf(parsed.error), email }, { status: 400 });
  try {
    const caller = { request, clientIp: context.clientIp };
    const result = await signIn(parsed.data.email, parsed.data.password, caller);
    if (!result.ok) {
      const message =
        result.message === SIGN_IN_MESSAGES.invalid ? ADMIN_LOGIN_MESSAGES.invalid : result.message;
      return data<ActionData>({ error: message, email }, { status: 400 });
    }
    const signedIn = new Request(request.url, {
      headers: { cookie: result.setCookies.map((c) => c.split(";")[0]).join("; ") },
    });
    const user = await getSessionUser(signedIn);
    if (!user || !isStaffRole(user.role)) {
      // Spec: a sign-in that is not an administrator's is ended at once and refused.
      const headers = new Headers();
      for (const cookie of await signOut({ request: signedIn, clientIp: context.clientIp }))
        headers.append("Set-Cookie", cookie);
      return data<ActionData>({ error: ADMIN_LOGIN_MESSAGES.unauthorized, email }, { status: 403, headers });
    }
    const headers = new Headers();
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    return redirect(backTo(form.get("returnTo")), { headers });
  } catch (error) {
    log.error("admin sign-in failed", error);
    return data<ActionData>({ error: ADMIN_LOGIN_MESSAGES.unexpected, email }, { status: 500 });
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-stone-100 px-4 py-12">
      <section className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-medium text-maroon-800">Divine Threads</p>
        <h1 className="mt-1 text-2xl font-semibold text-stone-900">Admin sign in</h1>
        {loaderData.notice && !actionData && (
          <Notice kind="success" className="mt-4">
            {loaderData.notice}
          </Notice>
        )}
        {actionData?.error && (
          <Notice kind="error" className="mt-4">
            {actionData.error}
          </Notice>
        )}
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="returnTo" value={loaderData.returnTo} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={actionData?.email}
            error={errors.email}
            required
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
            required
          />
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-lg bg-maroon-800 px-4 py-2.5 font-medium text-white disabled:opacity-60"
          >
            {busy ? "Signing in..." : "Sign in"}
          </button>
        </Form>
      </section>
    </main>
  );
}
