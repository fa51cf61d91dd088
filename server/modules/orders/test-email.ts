import { z } from "zod";
import { AppError } from "../../errors";
import { queueMail } from "../mail/service";
import { renderTestEmail } from "./emails";

/** The admin's "Test Email Service": queues the 'test' template through the same mail path as orders. */
export async function sendTestEmail(to: string): Promise<string> {
  const address = to.trim();
  if (address === "") throw new AppError("INVALID", "Test cancelled - no email address provided");
  if (!z.email().safeParse(address).success)
    throw new AppError("INVALID", "Please enter a valid email address");
  return queueMail({ to: address, ...renderTestEmail(new Date()), template: "test" });
}
