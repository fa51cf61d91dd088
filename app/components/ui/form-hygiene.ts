import type { ZodType } from "zod";
import { fieldErrorsOf } from "../../../lib/form-errors";

/** What a form posts, as the server reads it with Object.fromEntries(formData). */
export type FormValues = Record<string, FormDataEntryValue>;

/** A failed check: a message per field (form field names) and the form-level message the server shows. */
export interface FormProblems {
  fieldErrors: Record<string, string>;
  message?: string;
}

/** The server's own check of a form's values: null when they pass. */
export type FormCheck = (values: FormValues) => FormProblems | null;

/** A form check from a zod schema: the first message of each field, as the server's action answers. */
export function schemaCheck(schema: ZodType, message?: string): FormCheck {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? null : { fieldErrors: fieldErrorsOf(result.error), message };
  };
}

/** The value without NUL characters, and where the caret goes so it stays after what was typed. */
export function stripNul(value: string, caret: number | null): { value: string; caret: number | null } {
  if (!value.includes("\0")) return { value, caret };
  const cleaned = value.replace(/\0/g, "");
  if (caret === null) return { value: cleaned, caret: null };
  return { value: cleaned, caret: value.slice(0, caret).replace(/\0/g, "").length };
}

const TYPED = new Set(["text", "email", "tel", "search", "url", "password"]);

/** Fields a visitor types into: their NUL characters are removed as they type. */
export function isTypedField(el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement {
  const { tagName, type } = (el ?? {}) as { tagName?: string; type?: string };
  return tagName === "TEXTAREA" || (tagName === "INPUT" && TYPED.has(type ?? ""));
}

/** Typed fields that are trimmed: every one but a password, where spaces may be meant. */
export function isTrimmedField(el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement {
  return isTypedField(el) && el.type !== "password";
}

/** For each named field, its message in `problems`, or null when it has none. */
export function messagesFor(
  names: Iterable<string>,
  problems: FormProblems | null,
): Record<string, string | null> {
  const messages: Record<string, string | null> = {};
  for (const name of names) messages[name] = problems?.fieldErrors[name] ?? null;
  return messages;
}

/**
 * The messages to show: a field checked in the browser shows the browser's answer (null: fixed);
 * any other field keeps the server's message from the last post.
 */
export function shownErrors(
  server: Record<string, string> | undefined,
  browser: Record<string, string | null>,
): Record<string, string> {
  const shown: Record<string, string> = { ...server };
  for (const [name, message] of Object.entries(browser)) {
    if (message === null) delete shown[name];
    else shown[name] = message;
  }
  return shown;
}
