/** Indian mobile numbers: +91, 91 or 0 prefixes accepted, stored as +91 followed by 10 digits starting 6-9. */
export const PHONE_MESSAGE = "Invalid phone number format";

export function normalizeIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, "");
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}
