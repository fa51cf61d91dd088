import { gstStateCode, stateOfGstCode } from "./indian-states";

/**
 * GSTIN checks, for the shop's own number and a buyer's. A GSTIN is 15 characters: the 2-digit GST
 * state code, the holder's PAN (5 letters, 4 digits, 1 letter), an entity number (1-9, then A-Z),
 * the letter Z and a check character over the first 14.
 */
export const GSTIN_MESSAGES = {
  required: "GSTIN is required",
  format: "GSTIN must be 15 characters: 2-digit state code, PAN, entity number, Z and a check character",
  checkCharacter: "GSTIN check character is wrong: please check for a typing mistake",
  unknownStateCode: (code: string) => `GSTIN state code ${code} is not the code of an Indian state`,
  /** `where` completes the sentence: "the shop is registered in", "the billing address is in". */
  stateMismatch: (code: string, codeState: string, where: string, state: string) =>
    `GSTIN state code ${code} is ${codeState}, but ${where} ${state}`,
} as const;

const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Upper case without spaces, as a GSTIN is compared and stored. */
export function normalizeGstin(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * The GSTN check character of the first 14 characters: each character's value (0-9, A=10 .. Z=35)
 * times alternating factors 1 and 2, each product's base-36 digits summed, and the character that
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARACTERS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36];
}

export interface GstinExpectation {
  /** The state the GSTIN must be registered in. */
  state: string;
  /** How the mismatch message names it; "the shop is registered in" unless given. */
  where?: string;
}

export type GstinResult =
  { ok: true; gstin: string; stateCode: string; state: string } | { ok: false; error: string };

/** Checks a GSTIN's format, check character and state code, and that it belongs to the expected state. */
export function validateGstin(value: string, expected?: GstinExpectation): GstinResult {
  const gstin = normalizeGstin(value);
  if (gstin === "") return { ok: false, error: GSTIN_MESSAGES.required };
  if (!GSTIN_FORMAT.test(gstin)) return { ok: false, error: GSTIN_MESSAGES.format };
  if (gstinCheckCharacter(gstin) !== gstin[14]) return { ok: false, error: GSTIN_MESSAGES.checkCharacter };
  const stateCode = gstin.slice(0, 2);
  const state = stateOfGstCode(stateCode);
  if (!state) return { ok: false, error: GSTIN_MESSAGES.unknownStateCode(stateCode) };
  if (expected && gstStateCode(expected.state) !== stateCode) {
    const where = expected.where ?? "the shop is registered in";
    return {
      ok: false,
      error: GSTIN_MESSAGES.stateMismatch(stateCode, state, where, expected.state.trim()),
    };
  }
  return { ok: true, gstin, stateCode, state };
}

/** The message for a GSTIN that fails validateGstin, or null when it passes. */
export function gstinError(value: string, expected?: GstinExpectation): string | null {
  const result = validateGstin(value, expected);
  return result.ok ? null : result.error;
}
