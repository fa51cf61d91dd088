import { useEffect } from "react";
import { data, Form, useNavigate, useNavigation } from "react-router";
import { Link } from "../components/link";
import { registerSchema } from "../../lib/auth-schemas";
import { register } from "../../server/modules/customers/service";
import { requireSignedOut } from "../../server/http/guards";
import { safeReturnTo } from "../../server/http/return-to";
import { withReturnTo } from "../../lib/return-to";
import { Field } from "../components/ui/field";
import { schemaCheck } from "../components/ui/form-hygiene";
import { useFormHygiene } from "../components/ui/use-form-hygiene";
import { fieldErrorsOf } from "../../lib/form-errors";
import type { Route } from "./+types/register";
import { Notice } from "../components/ui/notice";

export const meta = () => [
  { title: "Create Account | Divine Threads" },
  { name: "robots", content: "noindex" },
];

const REDIRECT_MS = 2000;

const loadCheck = () => import("../../lib/auth-schemas").then((m) => schemaCheck(m.registerSchema));

export async function loader({ request }: Route.LoaderArgs) {
  await requireSignedOut(request);
  return { returnTo: safeReturnTo(new URL(request.url).searchParams.get("returnTo"), "/") };
}

type ActionData = {
  success?: true;
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: { fullName: string; email: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { fullName: String(form.get("fullName") ?? ""), email: String(form.get("email") ?? "") };
  const parsed = registerSchema.safeParse({
    ...values,
    password: form.get("password") ?? "",
    confirmPassword: form.get("confirmPassword") ?? "",
    acceptTerms: form.get("acceptTerms") ?? undefined,
  });
  if (!parsed.success)
    return data<ActionData>({ fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  const returnTo = safeReturnTo(form.get("returnTo"), "/");
  const result = await register(parsed.data, { request, clientIp: context.clientIp }, returnTo);
  if (!result.ok) return data<ActionData>({ error: result.message, values }, { status: 400 });
  return data<ActionData>({ success: true });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const afterwards = withReturnTo("/login?registered=1", loaderData.returnTo);
  const busy = useNavigation().state === "submitting";
  const navigate = useNavigate();
  const hygiene = useFormHygiene(loadCheck);
  const errors = hygiene.errors(actionData?.fieldErrors);
  const banner = hygiene.message(actionData?.error);

  useEffect(() => {
    if (!actionData?.success) return;
    const timer = setTimeout(() => navigate(afterwards), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [actionData, navigate, afterwards]);

  if (actionData?.success) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center" role="status">
        <h1 className="font-serif text-3xl font-semibold text-maroon-800">Account Created Successfully</h1>
        <p className="mt-4 text-stone-700">We have sent you an e-mail with a link to verify your address.</p>
        <Link to={afterwards} className="mt-6 inline-block font-semibold text-maroon-800 underline">
          Continue to sign in
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-serif text-3xl font-semibold text-maroon-800">Create Account</h1>
      {banner && (
        <Notice kind="error" className="mt-4">
          {banner}
        </Notice>
      )}
      <Form method="post" className="mt-6 space-y-4" noValidate {...hygiene.formProps}>
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        <Field
          label="Full name"
          name="fullName"
          autoComplete="name"
          defaultValue={actionData?.values?.fullName}
          error={errors.fullName}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={actionData?.values?.email}
          error={errors.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint="8 to 128 characters with an uppercase and a lowercase letter, a number and one of @$!%*?&"
        />
        <Field
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="acceptTerms"
              className="mt-1"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? "terms-error" : undefined}
            />
            <span>
              I accept the{" "}
              <Link to="/terms" className="text-maroon-800 underline">
                terms and conditions
              </Link>{" "}
              and the{" "}
              <Link to="/privacy" className="text-maroon-800 underline">
                privacy policy
              </Link>
            </span>
          </label>
          {errors.acceptTerms && (
            <p id="terms-error" className="mt-1 text-sm text-red-700">
              {errors.acceptTerms}
            </p>
          )}
        </div>
        <button
          disabled={busy}
          className="w-full rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900"
        >
          {busy ? "Creating account..." : "Create Account"}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        Already have an account?{" "}
        <Link
          to={withReturnTo("/login", loaderData.returnTo)}
          className="font-semibold text-maroon-800 underline"
        >
          Sign in
        </Link>
      </p>
    </section>
  );
}
