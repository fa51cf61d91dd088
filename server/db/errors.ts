/** The constraint a unique violation (SQLSTATE 23505) hit, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505") return constraint ?? "";
  }
  return null;
}
