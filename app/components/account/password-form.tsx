import { Form, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../lib/account-messages";
import { PASSWORD_HINT } from "../../../lib/auth-schemas";
import type { AccountActionData } from "./action-data";
import { Field } from "../ui/field";
import { schemaCheck } from "../ui/form-hygiene";
import { Notice } from "../ui/notice";
import { useFormHygiene } from "../ui/use-form-hygiene";

const loadCheck = () =>
  import("../../../lib/auth-schemas").then((m) =>
    schemaCheck(m.changePasswordSchema, ACCOUNT_MESSAGES.fixErrors),
  );

/** Change password: the current one, then the new one twice; other devices are signed out. */
export function PasswordForm({ result }: { result?: AccountActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  const hygiene = useFormHygiene(loadCheck);
  const errors = hygiene.errors(result?.fieldErrors);
  const banner = hygiene.message(result?.message);
  return (
    <section
      aria-labelledby="change-password"
      className="mt-6 rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="change-password" className="text-lg font-semibold text-stone-900">
        Change password
      </h2>
      {banner && (
        <Notice kind={result?.ok && !hygiene.stopped ? "success" : "error"} className="mt-3">
          {banner}
        </Notice>
      )}
      {/* A new key after a success empties the fields. */}
      <Form
        key={result?.ok ? "changed" : "form"}
        method="post"
        className="mt-4 space-y-4"
        noValidate
        {...hygiene.formProps}
      >
        <input type="hidden" name="intent" value="password" />
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
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
          type="submit"
          disabled={busy}
          className="rounded-full bg-maroon-800 px-5 py-2 text-sm font-semibold text-white disabled:opacity-70"
        >
          {busy ? "Changing..." : "Change password"}
        </button>
      </Form>
    </section>
  );
}
