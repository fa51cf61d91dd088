/**
 * The job that delivers one outbox message (registered by registerMailJobs in service.ts). Kept apart so
 * the back office's retry can queue it without importing the module's door (which re-exports the retry).
 */
export const MAIL_DELIVERY_JOB = "mail.deliver";
export { MAIL_DELIVERY_ATTEMPTS } from "../../../lib/mail-outbox";
