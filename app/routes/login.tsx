import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "../components/link";
import { emailField, loginSchema } from "../../lib/auth-schemas";
import { clearCartCookie, mergeGuestCart, readGuestToken } from "../../server/modules/cart/service";
import {
  requestPasswordReset,
  resendVerification,
  SIGN_IN_MESSAGES,
  signIn,
} from "../../server/modules/customers/service";
import { requireSignedOut } from "../../server/http/guards";
import { safeReturnTo } from "../../server/http/return-to";
import { withReturnTo } from "../../lib/return-to";
import { log } from "../../server/log";
import { Field } from "../components/ui/field";
import { type FormValues, schemaCheck } from "../components/ui/form-hygiene";
import { useFormHygiene } from "../components/ui/use-form-hygiene";
import { fieldErrorsOf } from "../../lib/form-errors";
import type { Route } from "./+types/login";
import { Notice } from "../components/ui/notice";

export const meta = () => [{ title: "Sign In | Divine Threads" }, { name: "robots", content: "noindex" }];

/** Messages other pages send here (spec: registration and password reset). */
const NOTICES: Record<string, string> = {
  registered: "Registration successful! Please check your email for verification.",
  reset: "Password updated successfully! Please sign in with your new password.",
  verified: "Thank you: your e-mail address is verified. Please sign in.",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireSignedOut(request);
  const params = new URL(request.url).searchParams;
  const notice = ["registered", "reset", "verified"].find((key) => params.has(key));
  return { notice: notice ? NOTICES[notice] : null, returnTo: safeReturnTo(params.get("returnTo"), "/") };
}

const FIX_ERRORS = "Please fix the validation errors below";

/** Sign-in is checked in the browser too; reset and resend need only the e-mail and word their own answers. */
const loadCheck = () =>
  import("../../lib/auth-schemas").then(({ loginSchema }) => {
    const check = schemaCheck(loginSchema, FIX_ERRORS);
    return (values: FormValues) =>
      values.intent === "forgot" || values.intent === "resend" ? null : check(values);
  });

type ActionData = {
  error?: string;
  info?: string;
  fieldErrors?: Record<string, string>;
  email?: string;
  unverified?: boolean;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  try {
    return await answer(form, email, { request, clientIp: context.clientIp });
  } catch (error) {
    if (error instanceof Response) throw error;
    // Section 8: a failure that is none of the mapped sign-in answers.
    log.error("sign-in form failed", error);
    return data<ActionData>({ error: SIGN_IN_MESSAGES.unexpected, email }, { status: 500 });
  }
}

async function answer(form: FormData, email: string, caller: { request: Request; clientIp?: string }) {
  const { request } = caller;
  const intent = String(form.get("intent") ?? "signin");

  if (intent === "forgot" || intent === "resend") {
    const parsed = emailField.safeParse(email);
    if (!email)
      return data<ActionData>({ error: "Please enter your email address first", email }, { status: 400 });
    if (!parsed.success)
      return data<ActionData>(
        { fieldErrors: { email: parsed.error.issues[0].message }, email },
        { status: 400 },
      );
    const result =
      intent === "forgot"
        ? await requestPasswordReset(parsed.data, caller)
        : await resendVerification(parsed.data, caller);
    if (!result.ok)
      return data<ActionData>(
        { error: result.message, email },
        { status: result.message === SIGN_IN_MESSAGES.tooMany ? 429 : 400 },
      );
    return data<ActionData>({
      info:
        intent === "forgot"
          ? SIGN_IN_MESSAGES.resetSent
          : "Verification email sent! Please check your inbox.",
      email,
    });
  }

  const parsed = loginSchema.safeParse({ email, password: form.get("password") ?? "" });
  if (!parsed.success) {
    return data<ActionData>(
      { error: FIX_ERRORS, fieldErrors: fieldErrorsOf(parsed.error), email },
      { status: 400 },
    );
  }
  const result = await signIn(parsed.data.email, parsed.data.password, caller);
  if (!result.ok) {
    const status = result.message === SIGN_IN_MESSAGES.tooMany ? 429 : 400;
    return data<ActionData>(
      { error: result.message, email, unverified: result.message === SIGN_IN_MESSAGES.unverified },
      { status },
    );
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  const guestToken = await readGuestToken(request);
  if (guestToken && result.userId) {
    try {
      await mergeGuestCart(guestToken, result.userId);
      headers.append("Set-Cookie", await clearCartCookie());
    } catch (error) {
      // The guest cart stays where it was; nothing is lost and the next sign-in merges it.
      log.error("merging the guest cart failed", error);
    }
  }
  return redirect(safeReturnTo(form.get("returnTo"), "/"), { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const hygiene = useFormHygiene(loadCheck);
  const errors = hygiene.errors(actionData?.fieldErrors);
  const banner = hygiene.message(actionData?.error);
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-serif text-3xl font-semibold text-maroon-800">Sign In</h1>
      {loaderData.notice && !actionData && (
        <Notice kind="success" className="mt-4">
          {loaderData.notice}
        </Notice>
      )}
      {actionData?.info && (
        <Notice kind="success" className="mt-4">
          {actionData.info}
        </Notice>
      )}
      {banner && (
        <Notice kind="error" className="mt-4">
          {banner}
        </Notice>
      )}
      <Form method="post" className="mt-6 space-y-4" noValidate {...hygiene.formProps}>
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={actionData?.email ?? ""}
          error={errors.email}
          required
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <button
          name="intent"
          value="signin"
          disabled={busy}
          className="w-full rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900"
        >
          {busy ? "Signing in..." : "Sign In"}
        </button>
        {actionData?.unverified && (
          <button
            name="intent"
            value="resend"
            className="w-full rounded-full border border-maroon-800 px-6 py-2 text-sm font-semibold text-maroon-800"
          >
            Resend verification email
          </button>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer text-maroon-800 underline">Forgot your password?</summary>
          <p className="mt-2 text-stone-700">
            Enter your e-mail above and we will send you a link to choose a new password.
          </p>
          <button
            name="intent"
            value="forgot"
            className="mt-2 rounded-full border border-stone-300 px-4 py-2 font-medium"
          >
            Send reset email
          </button>
        </details>
      </Form>
      <p className="mt-6 text-sm">
        New here?{" "}
        <Link
          to={withReturnTo("/register", loaderData.returnTo)}
          className="font-semibold text-maroon-800 underline"
        >
          Create an account
        </Link>
      </p>
    </section>
  );
}
