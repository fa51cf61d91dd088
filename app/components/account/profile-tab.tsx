import { useState } from "react";
import { Form } from "react-router";
import type { AccountActionData } from "./action-data";
import { Field } from "../ui/field";
import { Notice } from "../ui/notice";

interface Props {
  profile: { id: string; email: string; fullName: string; phone: string | null; createdAt: Date | string };
  result?: AccountActionData;
}

/** View and edit modes; Cancel goes back to the saved values. */
export function ProfileTab({ profile, result }: Props) {
  const [editing, setEditing] = useState(false);
  const failed = result && !result.ok;
  const errors = result?.fieldErrors ?? {};
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
  return (
    <Form
      method="post"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
      noValidate
      onSubmit={() => setEditing(false)}
    >
      <input type="hidden" name="intent" value="profile" />
      {failed && <Notice kind="error">{result.message}</Notice>}
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
            setEditing(false);
          }}
          className="rounded-full border border-stone-300 px-5 py-2 text-sm"
        >
          Cancel
        </a>
      </div>
    </Form>
  );
}
