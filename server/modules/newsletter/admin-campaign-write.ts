import { eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { AppError } from "../../errors";
import { CAMPAIGN_MESSAGES, parseCampaignForm, PREFERENCE_LABELS } from "../../../lib/newsletter-campaign";
import { sanitizeHtml } from "../../sanitize-html";
import { adminTransaction, recordActivity } from "../audit/service";
import { type Campaign, getCampaign, STALLED_MS } from "./admin-campaigns";
import { queueSendRun } from "./campaign-sender";
import { newsletterCampaigns } from "./schema";

export interface Actor {
  id: string;
  email: string;
}

/** The form's fields checked, the message sanitised (the editor's HTML is never trusted). */
function validate(input: Record<string, unknown>) {
  const parsed = parseCampaignForm(input);
  if (!parsed.ok) throw new AppError("INVALID", Object.values(parsed.fieldErrors)[0], parsed.fieldErrors);
  const { subject, preheader, preference, body } = parsed.data;
  const bodyHtml = sanitizeHtml(body);
  const after = parseCampaignForm({ ...parsed.data, body: bodyHtml });
  // Nothing left once unsafe markup is gone (e.g. only a script): as empty as an empty editor.
  if (!after.ok) throw new AppError("INVALID", Object.values(after.fieldErrors)[0], after.fieldErrors);
  return { subject, preheader, preference, bodyHtml };
}

const snapshot = (c: Campaign) => ({
  subject: c.subject,
  preheader: c.preheader,
  preference: c.preference,
  bodyHtml: c.bodyHtml,
  status: c.status,
});

/** Milliseconds are what the form round-trips; the database keeps microseconds. */
const sameVersion = (stored: Date, seen: unknown) =>
  typeof seen === "string" && Math.abs(stored.getTime() - new Date(seen).getTime()) < 1;

/** The campaign locked for a change, still a draft and as the form saw it. */
async function lockDraft(tx: Database, id: string, version: unknown): Promise<Campaign> {
  const found = await getCampaign(id, tx);
  if (!found) throw new AppError("NOT_FOUND", CAMPAIGN_MESSAGES.notFound);
  const [campaign] = await tx
    .select()
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, found.id))
    .for("update");
  if (campaign.status !== "draft") throw new AppError("CONFLICT", CAMPAIGN_MESSAGES.notDraft);
  if (!sameVersion(campaign.updatedAt, version)) throw new AppError("CONFLICT", CAMPAIGN_MESSAGES.stale);
  return campaign;
}

export async function createCampaign(actor: Actor, input: Record<string, unknown>): Promise<Campaign> {
  const values = validate(input);
  return adminTransaction(
    async (tx) => {
      const [row] = await tx
        .insert(newsletterCampaigns)
        .values({ ...values, createdBy: actor.id })
        .returning();
      await recordActivity(tx, {
        actor,
        action: "newsletter_campaign.create",
        entityType: "newsletter_campaign",
        entityId: row.id,
        entityLabel: row.subject,
        after: snapshot(row),
      });
      return row;
    },
    { storefront: false },
  );
}

export async function updateCampaign(
  actor: Actor,
  id: string,
  input: Record<string, unknown>,
  version: unknown,
): Promise<Campaign> {
  const values = validate(input);
  return adminTransaction(
    async (tx) => {
      const before = await lockDraft(tx, id, version);
      const [row] = await tx
        .update(newsletterCampaigns)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(newsletterCampaigns.id, before.id))
        .returning();
      await recordActivity(tx, {
        actor,
        action: "newsletter_campaign.update",
        entityType: "newsletter_campaign",
        entityId: row.id,
        entityLabel: row.subject,
        before: snapshot(before),
        after: snapshot(row),
      });
      return row;
    },
    { storefront: false },
  );
}

/**
 * Starts sending a draft: one delivery row per active, confirmed subscriber who chose the campaign's
 * preference (fixed now: later subscribers are not added), and the first run of the job, all in one
 * transaction. An empty audience is refused and changes nothing.
 */
export async function startCampaign(actor: Actor, id: string, version: unknown): Promise<number> {
  return adminTransaction(
    async (tx) => {
      const campaign = await lockDraft(tx, id, version);
      const [{ total }] = await queryRows<{ total: number }>(
        tx,
        sql`with added as (
              insert into campaign_deliveries (campaign_id, subscriber_id)
              select ${campaign.id}::uuid, s.id from subscribers s
              where s.is_active and s.is_verified and (s.preferences->>${campaign.preference})::boolean
              on conflict do nothing
              returning 1)
            select count(*)::int as total from added`,
      );
      if (total === 0) {
        const label = PREFERENCE_LABELS[campaign.preference as keyof typeof PREFERENCE_LABELS];
        throw new AppError("INVALID", CAMPAIGN_MESSAGES.noAudience(label ?? campaign.preference));
      }
      const [row] = await tx
        .update(newsletterCampaigns)
        .set({ status: "sending", totalCount: total, startedAt: new Date(), updatedAt: new Date() })
        .where(eq(newsletterCampaigns.id, campaign.id))
        .returning();
      await queueSendRun(campaign.id, 1, new Date(), tx);
      await recordActivity(tx, {
        actor,
        action: "newsletter_campaign.send",
        entityType: "newsletter_campaign",
        entityId: row.id,
        entityLabel: row.subject,
        before: { status: campaign.status },
        after: { status: row.status, totalCount: total },
      });
      return total;
    },
    { storefront: false },
  );
}

/** The campaign locked, while it is being sent. */
async function lockSending(tx: Database, id: string): Promise<Campaign> {
  const found = await getCampaign(id, tx);
  if (!found) throw new AppError("NOT_FOUND", CAMPAIGN_MESSAGES.notFound);
  const [campaign] = await tx
    .select()
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, found.id))
    .for("update");
  if (campaign.status !== "sending") throw new AppError("CONFLICT", CAMPAIGN_MESSAGES.notSending);
  return campaign;
}

/** Stops a campaign being sent: what went out stays sent, nothing more goes. */
export async function cancelCampaign(actor: Actor, id: string): Promise<void> {
  await adminTransaction(
    async (tx) => {
      const campaign = await lockSending(tx, id);
      await tx
        .update(newsletterCampaigns)
        .set({ status: "cancelled", finishedAt: new Date(), updatedAt: new Date() })
        .where(eq(newsletterCampaigns.id, campaign.id));
      await recordActivity(tx, {
        actor,
        action: "newsletter_campaign.cancel",
        entityType: "newsletter_campaign",
        entityId: campaign.id,
        entityLabel: campaign.subject,
        before: { status: campaign.status },
        after: { status: "cancelled", sentCount: campaign.sentCount, failedCount: campaign.failedCount },
      });
    },
    { storefront: false },
  );
}

/**
 * Starts a new chain of runs for a campaign whose job gave up (repeated errors) and that has made no
 * progress for STALLED_MS. Safe even if the old chain were alive: each delivery is still claimed once.
 */
export async function resumeCampaign(actor: Actor, id: string): Promise<void> {
  await adminTransaction(
    async (tx) => {
      const campaign = await lockSending(tx, id);
      if (Date.now() - campaign.updatedAt.getTime() < STALLED_MS)
        throw new AppError("CONFLICT", CAMPAIGN_MESSAGES.notStalled);
      // A run number of its own (the time), so its key differs from every earlier run's.
      await queueSendRun(campaign.id, Date.now(), new Date(), tx);
      await tx
        .update(newsletterCampaigns)
        .set({ updatedAt: new Date() })
        .where(eq(newsletterCampaigns.id, campaign.id));
      await recordActivity(tx, {
        actor,
        action: "newsletter_campaign.resume",
        entityType: "newsletter_campaign",
        entityId: campaign.id,
        entityLabel: campaign.subject,
        after: { status: campaign.status },
      });
    },
    { storefront: false },
  );
}
