import { wholeNumber } from "../../../lib/settings";
import { getAdminSetting } from "../settings/service";

/** Admin setting (admin_settings): how many campaign e-mails may leave per minute. */
export const SEND_RATE_SETTING = "newsletter_send_rate_per_minute";
export const DEFAULT_SEND_RATE = 60;
export const MAX_SEND_RATE = 3000;

/** The configured rate; a missing or unreadable value (not a whole number from 1 to 3000) gives 60. */
export async function sendRatePerMinute(): Promise<number> {
  const value = (await getAdminSetting(SEND_RATE_SETTING)) ?? "";
  return wholeNumber({ rate: value }, "rate", DEFAULT_SEND_RATE, 1, MAX_SEND_RATE);
}

/**
 * A rate as small runs about every ten seconds (at most 50 messages each), so a campaign never holds
 * the job worker for long and other mail (order confirmations) keeps flowing between runs.
 */
export function pacing(ratePerMinute: number): { batch: number; intervalMs: number } {
  const batch = Math.min(50, Math.max(1, Math.ceil(ratePerMinute / 6)));
  return { batch, intervalMs: Math.round((batch * 60_000) / ratePerMinute) };
}
