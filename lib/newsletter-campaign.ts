import { z } from "zod";
import { fieldErrorsOf, formText } from "./form-errors";
import { formatIndianNumber } from "./money";
import { PREFERENCE_FIELDS, type PreferenceKey } from "./newsletter-messages";

/** Newsletter campaigns in the back office: the form's one schema, its texts and the labels, both sides. */

export const CAMPAIGN_LIMITS = { subject: 200, preheader: 200, body: 100_000 } as const;

export const CAMPAIGN_STATUS_LABELS = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
  cancelled: "Cancelled",
} as const;
export type CampaignStatus = keyof typeof CAMPAIGN_STATUS_LABELS;

export const PREFERENCE_LABELS = Object.fromEntries(PREFERENCE_FIELDS.map((f) => [f.key, f.label])) as Record<
  PreferenceKey,
  string
>;

export const CAMPAIGN_MESSAGES = {
  subjectRequired: "Please enter a subject",
  subjectLong: `The subject must be ${CAMPAIGN_LIMITS.subject} characters or less`,
  preheaderLong: `The preview text must be ${CAMPAIGN_LIMITS.preheader} characters or less`,
  preference: "Choose who receives this campaign",
  bodyRequired: "Please write the message",
  bodyLong: `The message is too long: at most ${formatIndianNumber(CAMPAIGN_LIMITS.body)} characters`,
  notFound: "Campaign not found",
  notDraft: "This campaign has already been sent, so it can no longer be changed.",
  stale:
    "This campaign was changed by someone else since you opened it. Reload the page to see their changes, then save again.",
  noAudience: (preference: string) =>
    `No active, confirmed subscriber has chosen ${preference}, so there is no one to send this campaign to.`,
  notSending: "This campaign is not being sent at the moment, so there is nothing to stop or resume.",
  notStalled:
    "This campaign is still sending. Resume is only needed when it has made no progress for 10 minutes.",
  unknownAction: "Unknown action. Reload the page and try again.",
  created: "Campaign created",
  saved: "Campaign saved",
  testSent: (email: string) => `Test e-mail sent to ${email}`,
  testStored: (email: string) =>
    `Test e-mail to ${email} kept in the outbox: no SMTP server is configured, so nothing left the shop.`,
  testFailed: (error: string) => `The test e-mail could not be sent: ${error}`,
  started: (count: number) =>
    `Sending started: ${formatIndianNumber(count)} ${count === 1 ? "subscriber" : "subscribers"} will receive it`,
  cancelled: "Sending cancelled. Messages already sent stay sent; no more will go out.",
  resumed: "Sending resumed",
} as const;

/** Text of an HTML fragment, to tell an empty editor (only tags and spaces) from a message. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Null characters removed, line breaks in one-line fields made spaces, then trimmed. */
const line = (value: unknown) =>
  formText(value)
    .replace(/\0/g, "")
    .replace(/[\r\n]+/g, " ")
    .trim();

const schema = z.object({
  subject: z.preprocess(
    line,
    z
      .string()
      .min(1, CAMPAIGN_MESSAGES.subjectRequired)
      .max(CAMPAIGN_LIMITS.subject, CAMPAIGN_MESSAGES.subjectLong),
  ),
  preheader: z.preprocess(
    line,
    z
      .string()
      .max(CAMPAIGN_LIMITS.preheader, CAMPAIGN_MESSAGES.preheaderLong)
      .transform((text) => text || null),
  ),
  preference: z.preprocess(
    formText,
    z.enum(PREFERENCE_FIELDS.map((f) => f.key) as [PreferenceKey, ...PreferenceKey[]], {
      message: CAMPAIGN_MESSAGES.preference,
    }),
  ),
  body: z.preprocess(
    (value) => formText(value).replace(/\0/g, ""),
    z
      .string()
      .max(CAMPAIGN_LIMITS.body, CAMPAIGN_MESSAGES.bodyLong)
      .refine((html) => visibleText(html) !== "", CAMPAIGN_MESSAGES.bodyRequired),
  ),
});

export type CampaignInput = z.output<typeof schema>;
export type CampaignFields = Record<"subject" | "preheader" | "preference" | "body", string>;

export function parseCampaignForm(
  input: Record<string, unknown>,
): { ok: true; data: CampaignInput } | { ok: false; fieldErrors: Record<string, string> } {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}
