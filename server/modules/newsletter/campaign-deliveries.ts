import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import type { SubscriberPreferences } from "./schema";

/**
 * The delivery rows' state changes, each one statement (its own transaction): pending -> sending when
 * claimed, sending -> sent or failed with the campaign's count in the same statement, so a count never
 * disagrees with its rows. A change that finds the row no longer 'sending' does nothing.
 */

export interface ClaimedDelivery {
  id: string;
  subscriberId: string;
  email: string;
  unsubscribeToken: string;
  /** Still in the campaign's audience (active, confirmed, with its preference on)? */
  eligible: boolean;
}

interface Row {
  id: string;
  subscriber_id: string;
  email: string;
  unsubscribe_token: string;
  is_active: boolean;
  is_verified: boolean;
  preferences: SubscriberPreferences;
}

const toClaimed = (preference: string) => (r: Row) => ({
  id: r.id,
  subscriberId: r.subscriber_id,
  email: r.email,
  unsubscribeToken: r.unsubscribe_token,
  eligible: r.is_active && r.is_verified && r.preferences[preference as keyof SubscriberPreferences] === true,
});

/** The next pending delivery of a campaign still being sent, now 'sending'; null when none is left. */
export async function claimNext(campaignId: string, preference: string): Promise<ClaimedDelivery | null> {
  const [row] = await queryRows<Row>(
    getDb(),
    sql`with next as (
          select d.id from campaign_deliveries d
          where d.campaign_id = ${campaignId} and d.status = 'pending'
            and exists (select 1 from newsletter_campaigns c where c.id = ${campaignId} and c.status = 'sending')
          order by d.id
          limit 1
          for update of d skip locked)
        update campaign_deliveries d set status = 'sending'
        from next, subscribers s
        where d.id = next.id and s.id = d.subscriber_id
        returning d.id, d.subscriber_id, s.email, s.unsubscribe_token, s.is_active, s.is_verified, s.preferences`,
  );
  return row ? toClaimed(preference)(row) : null;
}

/** Deliveries left 'sending' by a run that stopped (a crash or a restart) before recording the outcome. */
export async function abandonedClaims(campaignId: string, preference: string): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<Row>(
    getDb(),
    sql`select d.id, d.subscriber_id, s.email, s.unsubscribe_token, s.is_active, s.is_verified, s.preferences
        from campaign_deliveries d join subscribers s on s.id = d.subscriber_id
        where d.campaign_id = ${campaignId} and d.status = 'sending'
        order by d.id`,
  );
  return rows.map(toClaimed(preference));
}

/** Records the outcome of a hand-off and counts it on the campaign. */
export async function settle(deliveryId: string, outcome: "sent" | "failed", error: string | null = null) {
  await getDb().execute(
    sql`with d as (
          update campaign_deliveries
          set status = ${outcome}, error = ${error},
              sent_at = case when ${outcome} = 'sent' then now() end
          where id = ${deliveryId} and status = 'sending'
          returning campaign_id)
        update newsletter_campaigns
        set sent_count = sent_count + ${outcome === "sent" ? 1 : 0},
            failed_count = failed_count + ${outcome === "failed" ? 1 : 0},
            updated_at = now()
        where id in (select campaign_id from d)`,
  );
}

/** The mail server could not take it now: back to pending, with the reason shown in the back office. */
export async function release(deliveryId: string, error: string) {
  await getDb().execute(
    sql`update campaign_deliveries set status = 'pending', error = ${error}
        where id = ${deliveryId} and status = 'sending'`,
  );
}

/** Left the audience since sending started (unsubscribed, preference off): not sent, not counted. */
export async function skip(deliveryId: string) {
  await getDb().execute(
    sql`with d as (
          delete from campaign_deliveries where id = ${deliveryId} and status = 'sending' returning campaign_id)
        update newsletter_campaigns set total_count = total_count - 1, updated_at = now()
        where id in (select campaign_id from d)`,
  );
}

/**
 * Marks the campaign sent once nothing is pending or in flight. True when no further run is needed:
 * it is finished now, or it is no longer being sent (cancelled).
 */
export async function finishIfDone(campaignId: string): Promise<boolean> {
  const [row] = await queryRows<{ finished: boolean; status: string | null }>(
    getDb(),
    sql`with finished as (
          update newsletter_campaigns set status = 'sent', finished_at = now(), updated_at = now()
          where id = ${campaignId} and status = 'sending'
            and not exists (select 1 from campaign_deliveries
                            where campaign_id = ${campaignId} and status in ('pending', 'sending'))
          returning id)
        select exists (select 1 from finished) as finished,
               (select status from newsletter_campaigns where id = ${campaignId}) as status`,
  );
  return row.finished || row.status !== "sending";
}
