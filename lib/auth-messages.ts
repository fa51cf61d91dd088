/** Texts of the sign-in, registration and reset flows (transactions-and-admin section 8), for browser and server. */
export const SIGN_IN_MESSAGES = {
  invalid: "Invalid email or password. Please check your credentials and try again.",
  unverified: "Please check your email and click the verification link before signing in.",
  failed: "Failed to sign in. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  tooMany: "Too many attempts. Please wait a minute and try again.",
  exists: "An account with this email already exists. Please sign in instead.",
  createFailed: "Failed to create account. Please try again.",
  resetSent: "Password reset email sent! Please check your inbox.",
  resetFailed: "Failed to send reset email. Please try again.",
  resetInvalid: "Invalid reset link. Please request a new password reset.",
  updateFailed: "Failed to update password. Please try again.",
} as const;
