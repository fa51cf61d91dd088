import { CONTACT_STATUS_LABELS, type ContactInboxStatus } from "../../../../lib/contact-inbox";
import { MAIL_STATUS_LABELS, type MailStatus } from "../../../../lib/mail-outbox";
import { Badge, type BadgeTone } from "../badge";

// One colour per meaning, as elsewhere: new needs attention (blue), answered is done (green), spam red.
const CONTACT_TONES: Record<ContactInboxStatus, BadgeTone> = {
  new: "blue",
  read: "amber",
  replied: "green",
  archived: "grey",
  spam: "red",
};

export function ContactStatusBadge({ status }: { status: string }) {
  const known = status as ContactInboxStatus;
  return <Badge tone={CONTACT_TONES[known] ?? "grey"}>{CONTACT_STATUS_LABELS[known] ?? status}</Badge>;
}

// The same tones as the order page's e-mail list: delivered green, waiting amber, failed red.
const MAIL_TONES: Record<MailStatus, BadgeTone> = {
  sent: "green",
  stored: "green",
  queued: "amber",
  failed: "red",
};

export function MailStatusBadge({ status }: { status: string }) {
  const known = status as MailStatus;
  return <Badge tone={MAIL_TONES[known] ?? "grey"}>{MAIL_STATUS_LABELS[known] ?? status}</Badge>;
}
