import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { type Database, getDb, queryRows } from "../../db/client";
import { pageWindow } from "../../db/page-window";
import type { PreferenceKey } from "../../../lib/newsletter-messages";
import { campaignDeliveries, newsletterCampaigns, subscribers } from "./schema";

export const CAMPAIGNS_PAGE_SIZE = 50;
/** A campaign being sent with no progress for this long may be resumed by hand. */
export const STALLED_MS = 10 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCampaignId = (id: string | undefined): id is string => UUID.test(id ?? "");

export type Campaign = typeof newsletterCampaigns.$inferSelect;

/** Campaigns, newest first, a page at a time (the list's columns: not the body). */
export async function listCampaigns(page = 1) {
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(newsletterCampaigns);
  const { offset, page: current, pageCount } = pageWindow(total, page, CAMPAIGNS_PAGE_SIZE);
  const campaigns = await db
    .select({
      id: newsletterCampaigns.id,
      subject: newsletterCampaigns.subject,
      preference: newsletterCampaigns.preference,
      status: newsletterCampaigns.status,
      totalCount: newsletterCampaigns.totalCount,
      sentCount: newsletterCampaigns.sentCount,
      failedCount: newsletterCampaigns.failedCount,
      createdAt: newsletterCampaigns.createdAt,
      startedAt: newsletterCampaigns.startedAt,
    })
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
    .limit(CAMPAIGNS_PAGE_SIZE)
    .offset(offset);
  return { campaigns, total, page: current, pageCount };
}

export async function getCampaign(id: string | undefined, db: Database = getDb()): Promise<Campaign | null> {
  if (!isCampaignId(id)) return null;
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  return row ?? null;
}

/** Who a campaign for each preference would reach now: active, confirmed subscribers who chose it. */
export async function audienceCounts(): Promise<Record<PreferenceKey, number>> {
  const [row] = await queryRows<Record<PreferenceKey, number>>(
    getDb(),
    sql`select
          count(*) filter (where (preferences->>'weekly_newsletter')::boolean)::int as weekly_newsletter,
          count(*) filter (where (preferences->>'promotions')::boolean)::int as promotions,
          count(*) filter (where (preferences->>'new_arrivals')::boolean)::int as new_arrivals
        from subscribers where is_active and is_verified`,
  );
  return row;
}

export interface DeliveryProblem {
  email: string;
  error: string | null;
}

/** The failed deliveries of a campaign (up to `limit`), for its report. */
export async function campaignFailures(campaignId: string, limit = 50): Promise<DeliveryProblem[]> {
  return getDb()
    .select({ email: subscribers.email, error: campaignDeliveries.error })
    .from(campaignDeliveries)
    .innerJoin(subscribers, eq(subscribers.id, campaignDeliveries.subscriberId))
    .where(and(eq(campaignDeliveries.campaignId, campaignId), eq(campaignDeliveries.status, "failed")))
    .orderBy(subscribers.email)
    .limit(limit);
}

/** Why sending is paused, if it is: the mail server's answer kept on a delivery waiting to be retried. */
export async function campaignPause(campaignId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ error: campaignDeliveries.error })
    .from(campaignDeliveries)
    .where(
      and(
        eq(campaignDeliveries.campaignId, campaignId),
        eq(campaignDeliveries.status, "pending"),
        isNotNull(campaignDeliveries.error),
      ),
    )
    .limit(1);
  return row?.error ?? null;
}

/** The subscription of an address, for a test sent to a member of staff who is also a subscriber. */
export async function unsubscribeTokenOf(email: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ token: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(and(eq(subscribers.email, email.toLowerCase()), eq(subscribers.isActive, true)));
  return row?.token ?? null;
}
