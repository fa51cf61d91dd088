const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID; anything else is treated as "not found" before it reaches SQL. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
