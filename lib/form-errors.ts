import type { z } from "zod";

/** The first message for each top-level field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Form values arrive as strings, files or nothing: anything but a string reads as empty. */
export function formText(value: unknown): string {
  return typeof value === "string" ? value : "";
}
