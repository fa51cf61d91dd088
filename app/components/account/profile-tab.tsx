import { useState } from "react";
import { Form } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../lib/account-messages";
import type { AccountActionData } from "./action-data";
import { Field } from "../ui/field";
import { schemaCheck } from "../ui/form-hygiene";
import { Notice } from "../ui/notice";
import { useFormHygiene } from "../ui/use-form-hygiene";

const loadCheck = () =>
  import("../../../lib/address-schema").then((m) => schemaCheck(m.profileSchema, ACCOUNT_MESSAGES.fixErrors));

interface Props {
  profile: { id: string; email: string; fullName: string; phone: string | null; createdAt: Date | string };
  result?: AccountActionData;
}

/** View and edit modes; Cancel goes back to the saved values. */
export function ProfileTab({ profile, result }: Props) {
  const [editing, setEditing] = useState(false);
  const failed = result && !result.ok;
  if (!editing && !failed) {
    return (
      <section aria-label="Profile" className="rounded-xl border border-stone-200 bg-white p-5">
        {result?.ok && (
          <Notice kind="success" className="mb-4">
            {result.message}
          </Notice>
        )}
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold">Full name</dt>
            <dd>{profile.fullName}</dd>
          </div>
          <div>
            <dt className="font-semibold">Phone</dt>
            <dd>{profile.phone ?? "Not given"}</dd>
          </div>
          <div>
            <dt className="font-semibold">Email</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt className="font-semibold">Account id</dt>
            <dd className="break-all text-stone-600">{profile.id}</dd>
          </div>
        </dl>
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="mt-5 rounded-full bg-maroon-800 px-5 py-2 text-sm font-semibold text-white"
        >
          Edit Profile
        </button>
      </section>
    );
  }
  return <ProfileForm profile={profile} result={result} onDone={() => setEditing(false)} />;
}

/** The edit mode: mounted afresh each time, so no message of an earlier edit lingers. */
function ProfileForm({ profile, result, onDone }: Props & { onDone: () => void }) {
  const hygiene = useFormHygiene(loadCheck, { onSubmit: onDone });
  const errors = hygiene.errors(result?.fieldErrors);
  const banner = hygiene.message(result && !result.ok ? result.message : undefined);
  return (
    <Form
      method="post"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
      noValidate
      {...hygiene.formProps}
    >
      <input type="hidden" name="intent" value="profile" />
      {banner && <Notice kind="error">{banner}</Notice>}
      <Field
        label="Full name"
        name="fullName"
        defaultValue={result?.values?.fullName ?? profile.fullName}
        error={errors.fullName}
        autoComplete="name"
      />
      <Field
        label="Phone"
        name="phone"
        type="tel"
        defaultValue={result?.values?.phone ?? profile.phone ?? ""}
        error={errors.phone}
        autoComplete="tel"
        hint="Indian mobile number, e.g. +91 98765 43210"
      />
      <div className="flex gap-3">
        <button className="rounded-full bg-maroon-800 px-5 py-2 text-sm font-semibold text-white">
          Save
        </button>
        <a
          href="/profile"
          onClick={(e) => {
            e.preventDefault();
            onDone();
          }}
          className="rounded-full border border-stone-300 px-5 py-2 text-sm"
        >
          Cancel
        </a>
      </div>
    </Form>
  );
}
