import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { ConfirmButton } from "../confirm-dialog";
import { LabelOptions } from "../list-controls";
import { primaryAction, secondaryAction } from "../page-header";
import { ROLE_LABELS } from "./user-badges";

interface Props {
  user: { name: string; email: string; role: string; verified: boolean; deactivated: boolean };
  /** The account is the signed-in admin's own. */
  isSelf: boolean;
}

const box = "rounded-xl border border-stone-200 bg-white p-4";

/** Role, access and verification of one account; each change asks the server, which has the last word. */
export function UserActions({ user, isSelf }: Props) {
  const busy = useNavigation().state !== "idle";
  const [role, setRole] = useState(user.role);
  const label = ROLE_LABELS[role] ?? role;
  const demotingAdmin = user.role === "admin" && role !== "admin";
  return (
    <div className="space-y-4">
      <section className={box} aria-labelledby="role-heading">
        <h2 id="role-heading" className="font-semibold text-stone-900">
          Role
        </h2>
        <Form method="post" className="mt-2 space-y-2">
          <label htmlFor="user-role" className="block text-sm font-medium">
            What {user.name} can do
          </label>
          <select
            id="user-role"
            name="role"
            value={role}
            onChange={(e) => setRole(e.target.value)}
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
          >
            <LabelOptions labels={ROLE_LABELS} />
          </select>
          <p className="text-xs text-stone-600">
            Staff work on the catalogue, orders, stock and content; admins can do everything. A change applies
            from their next click.
          </p>
          {demotingAdmin ? (
            <ConfirmButton
              title={isSelf ? `Make yourself ${label}?` : `Make ${user.name} ${label}?`}
              message={
                isSelf
                  ? "You will lose access to Users, Settings and the other admin-only sections at once."
                  : `${user.name} will lose access to Users, Settings and the other admin-only sections at once.`
              }
              confirmLabel="Change role"
              name="intent"
              value="role"
              disabled={busy}
            >
              Save role
            </ConfirmButton>
          ) : (
            <button type="submit" name="intent" value="role" disabled={busy} className={primaryAction}>
              Save role
            </button>
          )}
        </Form>
      </section>

      <section className={box} aria-labelledby="access-heading">
        <h2 id="access-heading" className="font-semibold text-stone-900">
          Access
        </h2>
        {user.deactivated ? (
          <Form method="post" className="mt-2 space-y-2">
            <p className="text-sm text-stone-700">
              {user.name} cannot sign in until the account is reactivated.
            </p>
            <button type="submit" name="intent" value="reactivate" disabled={busy} className={primaryAction}>
              Reactivate
            </button>
          </Form>
        ) : isSelf ? (
          <p className="mt-2 text-sm text-stone-700">
            You cannot deactivate your own account. Another admin can do it.
          </p>
        ) : (
          <Form method="post" className="mt-2 space-y-2">
            <p className="text-sm text-stone-700">
              Deactivating signs {user.name} out on every device and stops them signing in. Orders and
              addresses are kept.
            </p>
            <ConfirmButton
              title={`Deactivate ${user.name}?`}
              message={`${user.name} (${user.email}) will be signed out on every device at once and cannot sign in until an admin reactivates the account.`}
              confirmLabel="Deactivate"
              name="intent"
              value="deactivate"
              disabled={busy}
            >
              Deactivate
            </ConfirmButton>
          </Form>
        )}
      </section>

      {!user.verified && !user.deactivated && (
        <section className={box} aria-labelledby="verify-heading">
          <h2 id="verify-heading" className="font-semibold text-stone-900">
            E-mail not verified
          </h2>
          <Form method="post" className="mt-2 space-y-2">
            <p className="text-sm text-stone-700">
              {user.name} cannot sign in until they open the link in the verification e-mail.
            </p>
            <button type="submit" name="intent" value="resend" disabled={busy} className={secondaryAction}>
              Resend verification e-mail
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
