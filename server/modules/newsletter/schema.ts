import { boolean, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz, updatedAt } from "../../db/columns";

export interface SubscriberPreferences {
  weekly_newsletter: boolean;
  promotions: boolean;
  new_arrivals: boolean;
}

export const subscribers = pgTable("subscribers", {
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
  unsubscribedAt: timestamptz("unsubscribed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
