import { useEffect } from "react";
import { data, Form, useNavigate, useNavigation } from "react-router";
import { Link } from "../components/link";
import { PASSWORD_HINT, resetSchema } from "../../lib/auth-schemas";
import { SIGN_IN_MESSAGES } from "../../lib/auth-messages";
import { resetPassword } from "../../server/modules/customers/service";
import { requireSignedOut } from "../../server/http/guards";
import { Field } from "../components/ui/field";
import { schemaCheck } from "../components/ui/form-hygiene";
import { useFormHygiene } from "../components/ui/use-form-hygiene";
import { fieldErrorsOf } from "../../lib/form-errors";
import type { Route } from "./+types/reset-password";
import { Notice } from "../components/ui/notice";

export const meta = () => [
  { title: "Reset Password | Divine Threads" },
  { name: "robots", content: "noindex" },
];

const REDIRECT_MS = 2000;

const loadCheck = () => import("../../lib/auth-schemas").then((m) => schemaCheck(m.resetSchema));

export async function loader({ request }: Route.LoaderArgs) {
  await requireSignedOut(request);
  const token = new URL(request.url).searchParams.get("token");
  return { token: token && /^[\w-]{8,200}$/.test(token) ? token : null };
}

type ActionData = { success?: true; error?: string; fieldErrors?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  if (!/^[\w-]{8,200}$/.test(token))
    return data<ActionData>({ error: SIGN_IN_MESSAGES.resetInvalid }, { status: 400 });
  const parsed = resetSchema.safeParse({
    password: form.get("password") ?? "",
    confirmPassword: form.get("confirmPassword") ?? "",
  });
  if (!parsed.success) return data<ActionData>({ fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const result = await resetPassword(token, parsed.data.password, { request, clientIp: context.clientIp });
  if (!result.ok) return data<ActionData>({ error: result.message }, { status: 400 });
  return data<ActionData>({ success: true });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const navigate = useNavigate();
  const hygiene = useFormHygiene(loadCheck);
  const errors = hygiene.errors(actionData?.fieldErrors);
  const banner = hygiene.message(actionData?.error);

  useEffect(() => {
    if (!actionData?.success) return;
    const timer = setTimeout(() => navigate("/login?reset=1"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [actionData, navigate]);

  if (actionData?.success) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center" role="status">
        <h1 className="font-serif text-3xl font-semibold text-maroon-800">Password Updated</h1>
        <Link to="/login?reset=1" className="mt-6 inline-block font-semibold text-maroon-800 underline">
          Continue to sign in
        </Link>
      </section>
    );
  }
  if (!loaderData.token) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="font-serif text-3xl font-semibold text-maroon-800">Reset Password</h1>
        <p role="alert" className="mt-4 text-red-800">
          {SIGN_IN_MESSAGES.resetInvalid}
        </p>
        <Link to="/login" className="mt-6 inline-block font-semibold text-maroon-800 underline">
          Back to sign in
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-serif text-3xl font-semibold text-maroon-800">Choose a New Password</h1>
      {banner && (
        <Notice kind="error" className="mt-4">
          {banner}
        </Notice>
      )}
      <Form method="post" className="mt-6 space-y-4" noValidate {...hygiene.formProps}>
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint={PASSWORD_HINT}
        />
        <Field
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <button
          disabled={busy}
          className="w-full rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900"
        >
          {busy ? "Updating..." : "Update Password"}
        </button>
      </Form>
    </section>
  );
}
