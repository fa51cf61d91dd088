export {
  claimMeta,
  getConfigOptions,
  getMeta,
  getPublicSettings,
  getSettings,
  getShippingRule,
  setMeta,
  type SettingsMap,
} from "./shop-settings";
export {
  type CheckoutSettings,
  forgetCheckoutSettings,
  getAdminNotificationAddress,
  getAdminSetting,
  getCheckoutSettings,
  getSellerDetails,
  getShopState,
} from "./checkout-settings";
export { findSettingsImageUsage } from "./image-usage";
