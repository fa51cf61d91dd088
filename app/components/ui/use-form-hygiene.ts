/**
 * Form hygiene in the browser (transactions-and-admin section 5, debounce from section 9): NUL
 * characters removed as they are typed, text trimmed, and the server's own check shown next to each
 * field 300 ms after typing stops. The server stays the authority: a form posts the same without
 * JavaScript, and this only adds handlers to it.
 *
 *   // Module level: import() keeps zod out of the page's first download; it loads on first focus.
 *   const loadCheck = () => import("../../lib/auth-schemas").then((m) => schemaCheck(m.registerSchema));
 *
 *   const hygiene = useFormHygiene(loadCheck, { onSubmit });   // onSubmit: only when the post goes ahead
 *   const errors = hygiene.errors(actionData?.fieldErrors);    // server messages, updated by the browser's
 *   <Form method="post" noValidate {...hygiene.formProps}>
 *     {hygiene.message(actionData?.error) ...}                 // the banner, as the server would word it
 *     <Field name="email" error={errors.email} />
 *
 * - Input: NUL characters leave the field at once, the caret stays where it was.
 * - Blur and submit: text fields are trimmed (passwords are not).
 * - 300 ms after the last keystroke: the check runs on the whole form and every field typed into
 *   shows its message (or loses it), so 'Passwords do not match' follows either password.
 * - Submit: when the check fails the post is stopped, every message shows and the first invalid field
 *   gets focus; otherwise the post goes ahead and the server's answer replaces the browser's messages.
 *
 * The check is any FormCheck: schemaCheck(zodSchema, bannerMessage) or a parse function of the
 * server's (parseCheckoutDetails). Fields must be uncontrolled (defaultValue): a controlled field
 * strips NUL in its own onChange with stripNul. Pass a module-level function: it is called once.
 */
import { useEffect, useRef, useState } from "react";
import {
  type FormCheck,
  type FormProblems,
  isTrimmedField,
  isTypedField,
  messagesFor,
  shownErrors,
  stripNul,
} from "./form-hygiene";

export const VALIDATION_DEBOUNCE_MS = 300;

type FormEvent = React.FormEvent<HTMLFormElement>;

function clean(el: HTMLInputElement | HTMLTextAreaElement, trim: boolean): void {
  const { value, caret } = stripNul(el.value, el.selectionStart);
  const next = trim ? value.trim() : value;
  if (next === el.value) return;
  el.value = next;
  if (caret !== null && !trim) el.setSelectionRange(caret, caret);
}

const valuesOf = (form: HTMLFormElement, submitter?: HTMLElement | null) =>
  Object.fromEntries(new FormData(form, submitter));

const NOT_FIELDS = new Set(["hidden", "submit", "button", "reset"]);

/** Named fields a visitor fills in, in the order they appear. */
const fieldsOf = (form: HTMLFormElement) =>
  Array.from(form.elements).filter(
    (el): el is HTMLInputElement =>
      "name" in el && Boolean(el.name) && !NOT_FIELDS.has((el as HTMLInputElement).type),
  );

export function useFormHygiene(
  load: () => Promise<FormCheck>,
  options: { onSubmit?: (e: FormEvent) => void } = {},
) {
  const loading = useRef<Promise<FormCheck | null> | null>(null);
  const ready = useRef<FormCheck | null>(null);
  const touched = useRef(new Set<string>());
  const timer = useRef<number | undefined>(undefined);
  // Fields the browser has checked: their message, or null once fine. Cleared when a post goes ahead.
  const [browser, setBrowser] = useState<Record<string, string | null>>({});
  // Set when this browser stopped a post: the form-level message the server would have given.
  const [stopped, setStopped] = useState<{ message?: string } | null>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A failed download leaves the form to the server and is tried again on the next focus.
  const loadCheck = () =>
    (loading.current ??= load().then(
      (loaded) => (ready.current = loaded),
      () => (loading.current = null),
    ));

  const showTouched = (problems: FormProblems | null) => {
    setBrowser((shown) => ({ ...shown, ...messagesFor(touched.current, problems) }));
    // Everything fixed: the banner of a stopped post goes too.
    if (!problems) setStopped(null);
  };

  const onInput = (event: FormEvent) => {
    const el = event.target;
    if (isTypedField(el)) clean(el, false);
    const name = (el as HTMLInputElement).name;
    if (!name) return;
    touched.current.add(name);
    const form = event.currentTarget;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      const run = await loadCheck();
      if (run && form.isConnected) showTouched(run(valuesOf(form)));
    }, VALIDATION_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    const form = event.currentTarget;
    window.clearTimeout(timer.current);
    for (const el of Array.from(form.elements)) if (isTypedField(el)) clean(el, isTrimmedField(el));
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Not downloaded yet: the server checks it, as it always does.
    const problems = ready.current?.(valuesOf(form, submitter)) ?? null;
    if (problems) {
      event.preventDefault();
      const fields = fieldsOf(form);
      for (const field of fields) touched.current.add(field.name);
      setBrowser(messagesFor(touched.current, problems));
      setStopped({ message: problems.message });
      fields.find((field) => field.name in problems.fieldErrors && !field.disabled)?.focus();
      return;
    }
    touched.current.clear();
    setBrowser({});
    setStopped(null);
    options.onSubmit?.(event);
  };

  return {
    formProps: {
      onFocus: () => void loadCheck(),
      onInput,
      onBlur: (event: React.FocusEvent<HTMLFormElement>) => {
        if (isTrimmedField(event.target)) clean(event.target, true);
      },
      onSubmit,
    },
    /** The field messages to show: the server's, with those of fields the browser checked since. */
    errors: (server?: Record<string, string>) => shownErrors(server, browser),
    /** The form-level message: the server's, or the one it would give for a post this browser stopped. */
    message: (server?: string | null) => (stopped ? stopped.message : (server ?? undefined)),
    /** True after this browser stopped a post, until the next one goes ahead or every field passes. */
    stopped: stopped !== null,
  };
}
