import { checkTestAddress } from "../../../../lib/admin-settings";
import { AppError } from "../../../../server/errors";
import { listOutbox } from "../../../../server/modules/mail/service";
import { sendTestEmail } from "../../../../server/modules/orders/service";

export interface TestEmailResult {
  ok: boolean;
  message: string;
  /** The address was refused (400); otherwise the test ran and the message says how it went. */
  refused?: boolean;
}

const POLL_MS = 200;
const CUT = 300;

/**
 * 'Test Email Service' (spec §2, §7): the address checked (§5), the 'test' template queued through the
 * same mail path as orders (orders' sendTestEmail), then the outcome of its first delivery attempt,
 * made by the job worker with the saved mail settings, read back from the outbox.
 */
export async function runTestEmail(rawAddress: string, waitMs = 15_000): Promise<TestEmailResult> {
  const checked = checkTestAddress(rawAddress);
  if (!checked.ok) return { ok: false, message: checked.error, refused: true };
  const { address } = checked;
  let id: string;
  try {
    id = await sendTestEmail(address);
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message, refused: true };
    throw error;
  }
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [mail] = (await listOutbox({ to: address, limit: 20 })).filter((m) => m.id === id);
    if (mail?.status === "sent")
      return {
        ok: true,
        message: `A test email was sent to ${address}. Check that inbox (and its spam folder).`,
      };
    if (mail?.status === "stored")
      return {
        ok: false,
        message: `No mail server is configured, so the test email to ${address} was kept in the outbox and not sent. Fill in the SMTP settings (or set SMTP_URL) and test again.`,
      };
    if (mail?.error)
      return {
        ok: false,
        message: `The mail server did not accept the test email to ${address}: ${mail.error.slice(0, CUT)}`,
      };
    if (Date.now() >= deadline) {
      const seconds = Math.max(1, Math.round(waitMs / 1000));
      return {
        ok: false,
        message: `The test email to ${address} is queued but was not sent within ${seconds === 1 ? "1 second" : `${seconds} seconds`}; it will be tried again in the background.`,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
