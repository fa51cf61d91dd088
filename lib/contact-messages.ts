/** Contact form texts and limits, shared by the browser and the server (no zod here: it stays off the page). */

/** The spec's contact form texts (sections 5 and 8). */
export const CONTACT_MESSAGES = {
  required: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  success: "Thank you for your message. We will get back to you soon!",
  failed: "Failed to send message. Please try again.",
  subjectShort: "Please make the subject at least 5 characters long",
  messageShort: "Please write at least 10 characters so we can help",
  consent: "Please agree to let us use your details to reply to you",
} as const;

/** Shared schema minimums (transactions-and-admin section 5): subject 5, message 10. */
export const CONTACT_MINIMUMS = { subject: 5, message: 10 } as const;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 2000 } as const;
