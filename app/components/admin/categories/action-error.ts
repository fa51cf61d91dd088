import { data } from "react-router";
import { AppError } from "../../../../server/errors";

const STATUS: Partial<Record<AppError["code"], number>> = {
  INVALID: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
};

export interface CategoryActionFailure {
  ok: false;
  error: string;
  fieldErrors: Record<string, string>;
  /** The category the refusal is about, so the list can show it on its row. */
  id?: string;
}

/** An expected refusal as the form's answer (message, field messages, 4xx); anything else is a bug. */
export function categoryActionError(error: unknown, id?: string) {
  if (!(error instanceof AppError)) throw error;
  const body: CategoryActionFailure = {
    ok: false,
    error: error.message,
    fieldErrors: error.fieldErrors ?? {},
    id,
  };
  return data(body, { status: STATUS[error.code] ?? 400 });
}
