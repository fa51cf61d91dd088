import { data } from "react-router";
import { AppError } from "../../../../server/errors";

const STATUS: Partial<Record<AppError["code"], number>> = { INVALID: 400, NOT_FOUND: 404, CONFLICT: 409 };

/** The action's answer when it refuses: the banner's message and messages by field. */
export interface BlogActionFailure {
  ok: false;
  error: string;
  fieldErrors: Record<string, string>;
}

/** An expected refusal as the form's answer (message, field messages, 4xx); anything else is a bug. */
export function blogActionError(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const body: BlogActionFailure = { ok: false, error: error.message, fieldErrors: error.fieldErrors ?? {} };
  return data(body, { status: STATUS[error.code] ?? 400 });
}
