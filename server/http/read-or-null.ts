import { AppError } from "../errors";
import { log } from "../log";

/**
 * One read of a page that must not take the whole page down (a home-page block, a tab of the
 * account page): on failure the page shows that part's fallback or message. Unexpected failures
 * are logged; expected ones (AppError) are not.
 */
export async function readOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof AppError)) log.error(`${what} could not be loaded`, error);
    return null;
  }
}
