import { data } from "react-router";
import { AppError } from "../../../../server/errors";

const STATUS: Partial<Record<AppError["code"], number>> = { INVALID: 400, NOT_FOUND: 404, CONFLICT: 409 };

export interface CmsActionFailure {
  ok: false;
  error: string;
  fieldErrors: Record<string, string>;
  /** The record the refusal is about, so a list can show it on its row. */
  id?: string;
}

/** An expected refusal as the form's answer (message, field messages, 4xx); anything else is a bug. */
export function cmsActionError(error: unknown, id?: string) {
  if (!(error instanceof AppError)) throw error;
  const body: CmsActionFailure = {
    ok: false,
    error: error.message,
    fieldErrors: error.fieldErrors ?? {},
    id,
  };
  return data(body, { status: STATUS[error.code] ?? 400 });
}

/** A request with no action the page knows. */
export const unknownAction = (id?: string) =>
  data<CmsActionFailure>({ ok: false, error: "Choose what to do.", fieldErrors: {}, id }, { status: 400 });
