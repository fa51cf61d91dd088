/** The newsletter: double opt-in subscriptions, their links, the back office's subscribers and campaigns. */
export {
  confirmSubscription,
  type ConfirmOutcome,
  getPendingConfirmation,
  subscribe,
  type SubscribeStatus,
} from "./subscribe";
export {
  getSubscriptionByToken,
  type SubscriptionView,
  type UnsubscribeOutcome,
  unsubscribeByToken,
  updatePreferencesByToken,
} from "./subscription-links";
export {
  exportSubscribers,
  listSubscribers,
  SUBSCRIBER_EXPORT_COLUMNS,
  type SubscriberFilters,
  type SubscriberStats,
  subscriberStats,
  SUBSCRIBERS_PAGE_SIZE,
  STATS_DAYS,
  subscribersExportTable,
} from "./admin-subscribers";
export {
  audienceCounts,
  type Campaign,
  campaignFailures,
  campaignPause,
  CAMPAIGNS_PAGE_SIZE,
  getCampaign,
  listCampaigns,
  STALLED_MS,
} from "./admin-campaigns";
export {
  cancelCampaign,
  createCampaign,
  resumeCampaign,
  startCampaign,
  updateCampaign,
} from "./admin-campaign-write";
export { sendCampaignTest, type TestSendResult } from "./campaign-test-send";
export { registerNewsletterJobs } from "./campaign-sender";
export { DEFAULT_SEND_RATE, MAX_SEND_RATE, SEND_RATE_SETTING, sendRatePerMinute } from "./send-rate";
export {
  findSubscribersForImport,
  type ImportSubscriberState,
  type SubscriberImportWrite,
  writeSubscriberImport,
} from "./import-subscribers";
export { shopName } from "./email-layout";
