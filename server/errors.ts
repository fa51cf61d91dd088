/** The one error type for expected failures; mapped to HTTP in toErrorResponse only. */
export type ErrorCode =
  "INVALID" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "RATE_LIMITED" | "UNAVAILABLE";

const HTTP_STATUS: Record<ErrorCode, number> = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
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
