import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "../../lib/contact-messages";
import type { FormValues } from "./ui/form-hygiene";
import { useToast } from "./ui/toaster";
import { useFormHygiene } from "./ui/use-form-hygiene";
import { useHydrated } from "./ui/use-hydrated";

export type ContactActionData =
  | { ok: true; id: string }
  | { ok: false; formError: string; fieldErrors: Record<string, string>; values: Record<string, string> };

/** The server's reading of the form (its banner: the required-fields message, or the first problem). */
const loadCheck = () =>
  import("../../lib/contact-schema").then(({ parseContactForm }) => (values: FormValues) => {
    const parsed = parseContactForm(values);
    return parsed.ok ? null : { fieldErrors: parsed.fieldErrors, message: parsed.formError };
  });

const input =
  "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 aria-[invalid]:border-red-700";

function Field(props: {
  name: "name" | "email" | "subject" | "message";
  label: string;
  required?: boolean;
  result?: ContactActionData;
  error?: string;
  type?: string;
  autoComplete?: string;
}) {
  const { name, label, result, error, type = "text" } = props;
  const shared = {
    id: `contact-${name}`,
    name,
    defaultValue: result && !result.ok ? result.values[name] : "",
    maxLength: CONTACT_LIMITS[name],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `contact-${name}-error` : undefined,
    "aria-required": props.required || undefined,
    className: input,
  };
  return (
    <div>
      <label htmlFor={shared.id} className="block text-sm font-medium text-stone-800">
        {label}
        {props.required ? <span aria-hidden="true"> *</span> : " (optional)"}
      </label>
      {name === "message" ? (
        <textarea {...shared} rows={6} />
      ) : (
        <input {...shared} type={type} autoComplete={props.autoComplete} />
      )}
      {error && (
        <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function Consent({ result, error }: { result?: ContactActionData; error?: string }) {
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          name="consent"
          defaultChecked={result && !result.ok ? result.values.consent === "on" : false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "contact-consent-error" : undefined}
          aria-required
          className="mt-1"
        />
        <span>
          I agree that Divine Threads may use these details to reply to my message (see our{" "}
          <a href="/privacy" className="underline">
            Privacy Policy
          </a>
          ).<span aria-hidden="true"> *</span>
        </span>
      </label>
      {error && (
        <p id="contact-consent-error" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The contact form: a real POST; after JavaScript loads, success shows as a toast. */
export function ContactForm({ result }: { result?: ContactActionData }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { show } = useToast();
  const busy = navigation.state === "submitting" && navigation.formAction === "/contact";
  const hygiene = useFormHygiene(loadCheck);
  const failed = result && !result.ok ? result : undefined;
  const errors = hygiene.errors(failed?.fieldErrors);
  const banner = hygiene.message(failed?.formError);

  useEffect(() => {
    if (result?.ok) show("success", CONTACT_MESSAGES.success);
  }, [result, show]);

  return (
    // A new key after each success clears the fields.
    <Form
      key={result?.ok ? result.id : "form"}
      method="post"
      action="/contact"
      noValidate
      className="flex flex-col gap-4"
      {...hygiene.formProps}
    >
      {banner && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {banner}
        </p>
      )}
      {result?.ok && !hydrated && (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {CONTACT_MESSAGES.success}
        </p>
      )}
      <Field name="name" label="Name" required result={result} error={errors.name} autoComplete="name" />
      <Field
        name="email"
        label="Email"
        type="email"
        required
        result={result}
        error={errors.email}
        autoComplete="email"
      />
      <Field name="subject" label="Subject" result={result} error={errors.subject} />
      <Field name="message" label="Message" required result={result} error={errors.message} />
      <Consent result={result} error={errors.consent} />
      <button
        type="submit"
        disabled={busy}
        className="self-start rounded-full bg-maroon-800 px-6 py-3 font-medium text-white hover:bg-maroon-900 disabled:opacity-70"
      >
        {busy ? "Sending..." : "Send Message"}
      </button>
    </Form>
  );
}
