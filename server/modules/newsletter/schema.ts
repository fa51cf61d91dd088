import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz, updatedAt } from "../../db/columns";
import { user } from "../customers/auth-schema";

export interface SubscriberPreferences {
  weekly_newsletter: boolean;
  promotions: boolean;
  new_arrivals: boolean;
}

export const subscribers = pgTable(
  "subscribers",
  {
    id: id(),
    /** Stored lower-cased, so uniqueness ignores case. */
    email: text("email").notNull().unique(),
    fullName: text("full_name"),
    source: text("source").notNull().default("website"),
    preferences: jsonb("preferences")
      .$type<SubscriberPreferences>()
      .notNull()
      .default({ weekly_newsletter: true, promotions: true, new_arrivals: true }),
    isVerified: boolean("is_verified").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    subscriptionDate: timestamptz("subscription_date").notNull().defaultNow(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /** The double opt-in link's token until the address is confirmed (then null). */
    verificationToken: text("verification_token").unique(),
    verifiedAt: timestamptz("verified_at"),
    unsubscribedAt: timestamptz("unsubscribed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The back office's list: newest subscription first.
  (t) => [index("subscribers_subscribed_idx").on(t.subscriptionDate, t.id)],
);

/** What a subscriber chose to receive; a campaign goes to one of them. */
export const CAMPAIGN_PREFERENCES = ["weekly_newsletter", "promotions", "new_arrivals"] as const;
export const CAMPAIGN_STATUSES = ["draft", "sending", "sent", "cancelled"] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** A newsletter campaign: written in the back office, then sent once to its subscribers by a job. */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: id(),
    subject: text("subject").notNull(),
    preheader: text("preheader"),
    /** Sanitised on the server when saved. */
    bodyHtml: text("body_html").notNull(),
    preference: text("preference").notNull(),
    status: text("status").notNull().default("draft"),
    totalCount: integer("total_count").notNull().default(0),
    sentCount: integer("sent_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    startedAt: timestamptz("started_at"),
    finishedAt: timestamptz("finished_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("newsletter_campaigns_preference_ck", sql`${t.preference} in (${inList(CAMPAIGN_PREFERENCES)})`),
    check("newsletter_campaigns_status_ck", sql`${t.status} in (${inList(CAMPAIGN_STATUSES)})`),
    check(
      "newsletter_campaigns_counts_ck",
      sql`${t.sentCount} >= 0 and ${t.failedCount} >= 0 and ${t.sentCount} + ${t.failedCount} <= ${t.totalCount}`,
    ),
    // The back office's list, newest first, read backwards.
    index("newsletter_campaigns_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * One row per campaign and subscriber, written when sending starts: the unique pair is what makes a
 * campaign reach each subscriber at most once, across retries, restarts and crashes.
 */
export const campaignDeliveries = pgTable(
  "campaign_deliveries",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    error: text("error"),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("campaign_deliveries_campaign_subscriber_uq").on(t.campaignId, t.subscriberId),
    check("campaign_deliveries_status_ck", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index("campaign_deliveries_campaign_status_idx").on(t.campaignId, t.status),
  ],
);
