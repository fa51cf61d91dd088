export {
  claimMeta,
  getConfigOptions,
  getMeta,
  getPublicSettings,
  keptPublicSettings,
  getSettings,
  getShippingRule,
  setMeta,
  type SettingsMap,
} from "./shop-settings";
export {
  type CheckoutSettings,
  forgetCheckoutSettings,
  getAdminNotificationAddress,
  getCheckoutSettings,
  getSellerDetails,
  getShopState,
} from "./checkout-settings";
export { findSettingsImageUsage } from "./image-usage";
export {
  type AdminSettingsView,
  type AdminSettingView,
  getAdminSetting,
  getAdminSettings,
  listAdminSettings,
} from "./admin-settings-read";
export { type AdminSettingsInput, saveAdminSettings } from "./admin-settings-save";
export { describeMailDelivery, getMailDelivery, type MailDelivery } from "./mail-settings";
export { prepareSettings, type SecretsMigration, sealStoredSecrets } from "./settings-startup";
export { getShopSettingsForEdit, saveShopSettings, type ShopSettingsView } from "./shop-settings-admin";
export {
  type Actor,
  CONFIG_OPTIONS_PAGE_SIZE,
  type ConfigOptionPage,
  createConfigOption,
  deleteConfigOption,
  ensureDefaultConfigOptions,
  listCategoryOptions,
  listConfigCategories,
  moveConfigOption,
  updateConfigOption,
} from "./config-options-admin";
