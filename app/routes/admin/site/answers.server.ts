import { data, redirect } from "react-router";
import { AppError } from "../../../../server/errors";
import { setFlash } from "../../../../server/http/flash";

const STATUS: Partial<Record<AppError["code"], number>> = {
  INVALID: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

export interface FormFailure {
  ok: false;
  error: string;
  fieldErrors: Record<string, string>;
  /** Which form on the page the refusal is about (a page may hold several). */
  form?: string;
  /** The record the refusal is about, so a list can show it on its row. */
  id?: string;
}

/**
 * An expected refusal as the form's answer (message, field messages, 4xx), with `about` added (which
 * form, which record, what was typed); anything else is a bug and is thrown on.
 */
export function refusal<About extends object = Pick<FormFailure, "form" | "id">>(
  error: unknown,
  about?: About,
) {
  if (!(error instanceof AppError)) throw error;
  const failure: FormFailure = { ok: false, error: error.message, fieldErrors: error.fieldErrors ?? {} };
  return data({ ...failure, ...about } as FormFailure & About, { status: STATUS[error.code] ?? 400 });
}

/** A request that names no known action: 400, nothing changed. */
export function unknownIntent(message: string, id?: string) {
  const body: FormFailure = { ok: false, error: message, fieldErrors: {}, id };
  return data(body, { status: 400 });
}

/** After a change: back to `path`, with a one-time message that works with and without JavaScript. */
export async function doneThen(path: string, text: string, request: Request) {
  return redirect(path, { headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) } });
}

/** The list a form was posted from, at the page it was on, without an open edit form. */
export function listPage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("edit");
  return url.pathname + url.search;
}
