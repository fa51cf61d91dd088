/** The back office's contact inbox: statuses, limits and texts, shared by the page and the server. */

export const CONTACT_INBOX_STATUSES = ["new", "read", "replied", "archived", "spam"] as const;
export type ContactInboxStatus = (typeof CONTACT_INBOX_STATUSES)[number];

/** The list's tabs: "all" is every message that is not spam. */
export const CONTACT_INBOX_TABS = ["all", ...CONTACT_INBOX_STATUSES] as const;
export type ContactInboxTab = (typeof CONTACT_INBOX_TABS)[number];

export const CONTACT_STATUS_LABELS: Record<ContactInboxTab, string> = {
  all: "All",
  new: "New",
  read: "Read",
  replied: "Replied",
  archived: "Archived",
  spam: "Spam",
};

export const CONTACT_REPLY_MAX = 5000;

/** What a message can be moved to by hand; "replied" comes only from sending a reply. */
export const CONTACT_MOVES = ["read", "unread", "archive", "spam", "restore"] as const;
export type ContactMove = (typeof CONTACT_MOVES)[number];

export const CONTACT_INBOX_MESSAGES = {
  notFound: "Message not found",
  unknownAction: "Unknown action. Reload the page and try again.",
  replyRequired: "Please write your reply",
  replyTooLong: "Please keep your reply to 5,000 characters or fewer",
  alreadyReplied: "This message has already been answered; the reply is shown below.",
  spamReply: "This message is marked as spam. Move it back to the inbox before replying.",
  // transactions-and-admin section 8, E-mail: the send-email function's texts.
  sent: "Email sent successfully!",
  sendFailed: "Failed to send email",
} as const;

/** Why a move is refused from a status it does not start from (any status but spam may become spam). */
export const CONTACT_MOVE_REFUSALS: Record<Exclude<ContactMove, "spam">, string> = {
  read: "Only a new message can be marked as read.",
  unread: "Only a message that has been read and not answered can be marked as unread.",
  archive: "A message marked as spam cannot be archived. Move it back to the inbox first.",
  restore: "This message is already in the inbox.",
};

/** The toast when the message already was where it was asked to go: nothing changed. */
export const CONTACT_MOVE_ALREADY: Record<Exclude<ContactMove, "restore">, string> = {
  read: "This message was already read.",
  unread: "This message is already unread.",
  archive: "This message was already archived.",
  spam: "This message was already marked as spam.",
};

/** The toast after a move. */
export const CONTACT_MOVE_DONE: Record<ContactMove, string> = {
  read: "Marked as read",
  unread: "Marked as unread",
  archive: "Message archived",
  spam: "Marked as spam",
  restore: "Moved back to the inbox",
};
