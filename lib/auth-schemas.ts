import { z } from "zod";

/** The spec's shared schemas (transactions-and-admin section 5), with its exact messages. */
export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email must be less than 254 characters",
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
} as const;

const text = (value: unknown) => (typeof value === "string" ? value.replace(/\0/g, "").trim() : "");

export const emailField = z.preprocess(
  text,
  z
    .string()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(254, AUTH_MESSAGES.emailTooLong)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AUTH_MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase()),
);

export const registerSchema = z
  .object({
    fullName: z.preprocess(
      text,
      z.string().min(2, AUTH_MESSAGES.fullNameShort).max(100, AUTH_MESSAGES.fullNameLong),
    ),
    email: emailField,
    password: z
      .string({ message: AUTH_MESSAGES.passwordRequired })
      .min(8, AUTH_MESSAGES.passwordShort)
      .max(128, AUTH_MESSAGES.passwordLong)
      .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])/, AUTH_MESSAGES.passwordClasses),
    confirmPassword: z
      .string({ message: AUTH_MESSAGES.confirmRequired })
      .min(1, AUTH_MESSAGES.confirmRequired),
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

export const resetSchema = z
  .object({
    password: z
      .string({ message: AUTH_MESSAGES.passwordRequired })
      .min(1, AUTH_MESSAGES.passwordRequired)
      .min(6, AUTH_MESSAGES.resetShort)
      .max(128, AUTH_MESSAGES.passwordLong),
    confirmPassword: z
      .string({ message: AUTH_MESSAGES.confirmRequired })
      .min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.mismatch,
    path: ["confirmPassword"],
  });
