import { PREFERENCE_LABELS } from "../../../lib/newsletter-campaign";
import type { PreferenceKey } from "../../../lib/newsletter-messages";
import { sanitizeHtml } from "../../sanitize-html";
import { escapeHtml } from "../mail/service";
import { emailHtml } from "./email-layout";
import { htmlToText } from "./html-text";
import { listUnsubscribeHeaders, subscriberLinks } from "./links";

export interface CampaignContent {
  subject: string;
  preheader: string | null;
  bodyHtml: string;
  preference: string;
}

export interface RenderedCampaign {
  subject: string;
  html: string;
  text: string;
  /** List-Unsubscribe and List-Unsubscribe-Post, when the recipient is a subscriber. */
  headers: Record<string, string>;
}

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#6e1414">${escapeHtml(label)}</a>`;

/**
 * One recipient's copy of a campaign: the stored body (sanitised again here, as on every render), a
 * footer with their own unsubscribe and preferences links, and the one-click unsubscribe headers.
 * Without a token (a test sent to someone who is not a subscriber) the footer says where the links go.
 */
export function renderCampaign(
  shop: string,
  campaign: CampaignContent,
  unsubscribeToken: string | null,
): RenderedCampaign {
  const body = sanitizeHtml(campaign.bodyHtml);
  const label = PREFERENCE_LABELS[campaign.preference as PreferenceKey] ?? "newsletter";
  const why = `You receive this e-mail because you subscribed to the ${shop} newsletter and chose ${label.toLowerCase()}.`;
  const links = unsubscribeToken ? subscriberLinks(unsubscribeToken) : null;
  const footerHtml = links
    ? `<p>${escapeHtml(why)}</p><p>${link(links.unsubscribe, "Unsubscribe")} · ${link(links.preferences, "Choose which e-mails you get")}</p>`
    : `<p>${escapeHtml(why)}</p><p>This is a test: each subscriber's copy ends with their own unsubscribe and preferences links.</p>`;
  const footerText = links
    ? `${why}\nUnsubscribe: ${links.unsubscribe}\nChoose which e-mails you get: ${links.preferences}`
    : `${why}\nThis is a test: each subscriber's copy ends with their own unsubscribe and preferences links.`;
  const preheader = campaign.preheader ? `${campaign.preheader}\n\n` : "";
  return {
    subject: campaign.subject,
    html: emailHtml({ shop, preheader: campaign.preheader, bodyHtml: body, footerHtml }),
    text: `${preheader}${htmlToText(body)}\n\n--\n${footerText}\n`,
    headers: unsubscribeToken ? listUnsubscribeHeaders(unsubscribeToken) : {},
  };
}
