import { registerMailJobs } from "../modules/mail/service";

/** Every background job handler, registered once at start-up. */
export function registerJobHandlers(): void {
  registerMailJobs();
}
