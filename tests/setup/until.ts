/**
 * Reads until `ok` holds of what was read or `ms` have passed, and returns the last value read (a read
 * that throws keeps the one before). For what another process or connection does in its own time.
 */
export async function until<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  ms: number,
  everyMs = 20,
): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await Promise.resolve()
      .then(read)
      .catch(() => value);
  }
  return value;
}
