import { randomInt } from "node:crypto";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Spec section 9: a prefix, the last 6 digits of the timestamp and 6 random uppercase letters. */
export function newOrderNumber(prefix: string, now = Date.now()): string {
  const digits = String(now).slice(-6).padStart(6, "0");
  const letters = Array.from({ length: 6 }, () => LETTERS[randomInt(LETTERS.length)]).join("");
  return `${prefix}${digits}${letters}`;
}
