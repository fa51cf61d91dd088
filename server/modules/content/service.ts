/**
 * The content module's door: navigation, home-page blocks, information pages, contact messages, and the
 * back office's content tools.
 */
export * from "./navigation";
export * from "./home-blocks";
export * from "./pages";
export * from "./contact";
export * from "./faqs";
export * from "./image-usage";
// The back office's CMS: banners, testimonials and craftsmanship sections.
export { type Actor as ContentActor, CONTENT_ERRORS } from "./admin-content-rules";
export { type CmsOverview, getCmsOverview } from "./admin-cms-overview";
export {
  type AdminBanner,
  type AdminBannerFilters,
  type AdminBannerListRow,
  type AdminBannerPage,
  getAdminBanner,
  listAdminBanners,
  listBannerCounters,
  type BannerCounters,
} from "./admin-banners";
export { createBanner, deleteBanner, moveBanner, setBannerActive, updateBanner } from "./admin-banners-write";
export {
  type AdminTestimonial,
  type AdminTestimonialFilters,
  type AdminTestimonialListRow,
  type AdminTestimonialPage,
  getAdminTestimonial,
  listAdminTestimonials,
} from "./admin-testimonials";
export { createTestimonial, deleteTestimonial, updateTestimonial } from "./admin-testimonials-write";
export {
  approveTestimonials,
  moveTestimonial,
  setTestimonialApproved,
  setTestimonialFeatured,
} from "./admin-testimonials-arrange";
export {
  type AdminCraftsmanship,
  type AdminCraftsmanshipListRow,
  type AdminCraftsmanshipPage,
  CRAFTSMANSHIP_PAGE_SIZE,
  getAdminCraftsmanship,
  listAdminCraftsmanship,
} from "./admin-craftsmanship";
export {
  type CraftsmanshipSaveInput,
  createCraftsmanship,
  deleteCraftsmanship,
  moveCraftsmanship,
  setCraftsmanshipActive,
  updateCraftsmanship,
} from "./admin-craftsmanship-write";
export { nextBannerChange } from "./content-schedule";
// The back office's navigation links, information pages, FAQs and contact inbox.
export {
  type AdminNavLink,
  type AdminNavLinkPage,
  createNavigationLink,
  deleteNavigationLink,
  getAdminNavigationLink,
  listAdminNavigation,
  NAVIGATION_PAGE_SIZE,
  moveNavigationLink,
  NAVIGATION_REASONS,
  navigationFailure,
  setNavigationLinkActive,
  updateNavigationLink,
} from "./admin-navigation";
export {
  type AdminPage,
  type AdminPageSummary,
  getAdminPage,
  listAdminPages,
  PAGE_ERRORS,
  type PageStatus,
  previewInfoPage,
  resetInfoPage,
  saveInfoPage,
} from "./admin-pages";
export {
  ADMIN_FAQS_PAGE_SIZE,
  type AdminFaq,
  type AdminFaqPage,
  createFaq,
  deleteFaq,
  FAQ_ERRORS,
  getAdminFaq,
  listAdminFaqs,
  moveFaq,
  setFaqActive,
  updateFaq,
} from "./admin-faqs";
// The back office's contact inbox.
export {
  CONTACT_PAGE_SIZE,
  type ContactListFilters,
  type ContactListRow,
  type ContactMessageDetail,
  getContactMessage,
  listContactMessages,
  newContactMessageCount,
  openContactMessage,
} from "./admin-contact";
export { type ContactMoveResult, moveContactMessage, replyToContactMessage } from "./admin-contact-actions";
