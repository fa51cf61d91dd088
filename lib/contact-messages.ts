/** Contact form texts and limits, shared by the browser and the server (no zod here: it stays off the page). */

/** The spec's contact form texts (sections 5 and 8). */
export const CONTACT_MESSAGES = {
  required: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  success: "Thank you for your message. We will get back to you soon!",
  failed: "Failed to send message. Please try again.",
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 2000 } as const;
