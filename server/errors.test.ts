import { describe, expect, it, vi } from "vitest";
import { AppError, GENERIC_ERROR_MESSAGE, toErrorResponse } from "./errors";

describe("error mapping", () => {
  it.each([
    ["INVALID", 400],
    ["UNAUTHENTICATED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["CONFLICT", 409],
    ["RATE_LIMITED", 429],
    ["UNAVAILABLE", 503],
  ] as const)("maps %s to HTTP %i and keeps the message", (code, status) => {
    const log = vi.fn();
    const result = toErrorResponse(new AppError(code, "Order is already cancelled"), "req-1", log);
    expect(result.status).toBe(status);
    expect(result.body.error).toMatchObject({
      code,
      message: "Order is already cancelled",
      requestId: "req-1",
    });
    expect(log).not.toHaveBeenCalled();
  });

  it("hides unexpected errors behind a generic message and logs them with the request id", () => {
    const log = vi.fn();
    const result = toErrorResponse(new Error('relation "secret_table" does not exist'), "req-2", log);
    expect(result.status).toBe(500);
    expect(result.body.error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(JSON.stringify(result.body)).not.toContain("secret_table");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("req-2"), expect.any(Error));
  });
});
