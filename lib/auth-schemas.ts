import { z } from "zod";

/** The spec's shared schemas (transactions-and-admin section 5), with its exact messages. */
export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email must be less than 254 characters",
  emailFormat: "Invalid email format",
  passwordRequired: "Password is required",
  passwordTooLong: "Password too long",
  passwordShort: "Password must be at least 8 characters long",
  passwordLong: "Password must be less than 128 characters",
  passwordClasses:
    "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
  confirmRequired: "Please confirm your password",
  mismatch: "Passwords do not match",
  fullNameShort: "Full name must be at least 2 characters",
  fullNameLong: "Full name must be less than 100 characters",
  terms: "You must accept the terms and conditions",
  resetShort: "Password must be at least 6 characters long",
  currentPasswordRequired: "Current password is required",
  newMismatch: "New passwords do not match",
} as const;

/** The policy in words, for the hint under a new-password field. */
export const PASSWORD_HINT =
  "8 to 128 characters with an uppercase and a lowercase letter, a number and one of @$!%*?&";

const accountEmail = z.email();

const text = (value: unknown) => (typeof value === "string" ? value.replace(/\0/g, "").trim() : "");

export const emailField = z.preprocess(
  text,
  z
    .string()
    .min(1, AUTH_MESSAGES.emailRequired)
    // Stop here when too long, so the pattern below never runs on a huge input.
    .max(254, { message: AUTH_MESSAGES.emailTooLong, abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: AUTH_MESSAGES.emailInvalid, abort: true })
    // The second format check (section 5): the account service's own rule, so an address that looks
    // right but would be refused there (a..b@x.in, a@-x.in) gets its message under the field.
    .refine((v) => accountEmail.safeParse(v).success, AUTH_MESSAGES.emailFormat)
    .transform((v) => v.toLowerCase()),
);

/** Four linear tests; one regex of four unanchored look-aheads is quadratic in the length. */
function hasEveryCharacterClass(value: string): boolean {
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[@$!%*?&]/.test(value);
}

/**
 * The one rule for every new password (registration, reset, change, Better Auth's JSON endpoints and
 * the admin's; docs/decisions/009-one-password-policy.md). The length checks come first and stop
 * validation, so nothing else ever runs on an oversized input.
 */
export const passwordPolicy = z
  .string({ message: AUTH_MESSAGES.passwordRequired })
  .max(128, { message: AUTH_MESSAGES.passwordLong, abort: true })
  .min(8, { message: AUTH_MESSAGES.passwordShort, abort: true })
  .refine(hasEveryCharacterClass, AUTH_MESSAGES.passwordClasses);

/** The first message of the policy for this password, or null when it passes. */
export function passwordPolicyError(password: string): string | null {
  const result = passwordPolicy.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? AUTH_MESSAGES.passwordClasses);
}

const confirmField = z
  .string({ message: AUTH_MESSAGES.confirmRequired })
  .min(1, AUTH_MESSAGES.confirmRequired);

export const registerSchema = z
  .object({
    fullName: z.preprocess(
      text,
      z.string().min(2, AUTH_MESSAGES.fullNameShort).max(100, AUTH_MESSAGES.fullNameLong),
    ),
    email: emailField,
    password: passwordPolicy,
    confirmPassword: confirmField,
    acceptTerms: z.literal("on", { message: AUTH_MESSAGES.terms }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.mismatch,
    path: ["confirmPassword"],
  });

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ message: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(128, AUTH_MESSAGES.passwordTooLong),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ message: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, { message: AUTH_MESSAGES.currentPasswordRequired, abort: true })
      .max(128, AUTH_MESSAGES.passwordTooLong),
    newPassword: passwordPolicy,
    confirmPassword: confirmField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.newMismatch,
    path: ["confirmPassword"],
  });

export const resetSchema = z
  .object({
    // The spec's reset page asks for 6 characters; below that its own message, from there the policy.
    password: z
      .string({ message: AUTH_MESSAGES.passwordRequired })
      .min(1, { message: AUTH_MESSAGES.passwordRequired, abort: true })
      .min(6, { message: AUTH_MESSAGES.resetShort, abort: true })
      .pipe(passwordPolicy),
    confirmPassword: confirmField,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.mismatch,
    path: ["confirmPassword"],
  });
