import { HTTPException } from "hono/http-exception";

/** The one error type for expected failures; mapped to HTTP in toErrorResponse only. */
export type ErrorCode =
  | "INVALID"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "CONFLICT"
  | "TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  | "UNAVAILABLE";

const HTTP_STATUS: Record<ErrorCode, number> = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages for forms. */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

const CODE_OF_STATUS = Object.fromEntries(
  Object.entries(HTTP_STATUS).map(([code, status]) => [status, code as ErrorCode]),
) as Partial<Record<number, ErrorCode>>;

function clientMessage(error: HTTPException): string {
  if (/malformed json/i.test(error.message)) return "The request body is not valid JSON";
  return error.message || "The request could not be read";
}

export const GENERIC_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

export interface ErrorBody {
  error: {
    code: ErrorCode | "INTERNAL";
    message: string;
    fieldErrors?: Record<string, string>;
    requestId: string;
  };
}

/**
 * Expected errors keep their message; anything else is logged with the request id
 * and the caller sees only a generic message.
 */
export function toErrorResponse(
  error: unknown,
  requestId: string,
  log: (message: string, error: unknown) => void,
): { status: number; body: ErrorBody } {
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals (malformed JSON, a body its validator cannot read) are the caller's mistake.
    const code = CODE_OF_STATUS[error.status] ?? "INVALID";
    return { status: HTTP_STATUS[code], body: { error: { code, message: clientMessage(error), requestId } } };
  }
  if (error instanceof AppError) {
    return {
      status: HTTP_STATUS[error.code],
      body: {
        error: { code: error.code, message: error.message, fieldErrors: error.fieldErrors, requestId },
      },
    };
  }
  log(`request ${requestId} failed`, error);
  return { status: 500, body: { error: { code: "INTERNAL", message: GENERIC_ERROR_MESSAGE, requestId } } };
}
