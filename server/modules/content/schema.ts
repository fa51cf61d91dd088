import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz, updatedAt } from "../../db/columns";
import { user } from "../customers/auth-schema";

export const navigationLinks = pgTable(
  "navigation_links",
  {
    id: id(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    orderNum: integer("order_num").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    location: text("location").notNull(),
    icon: text("icon"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("navigation_links_location_ck", sql`${t.location} in ('header', 'footer', 'admin')`),
    // A location's links in the shop's order, which the back office's lists page through.
    index("navigation_links_order_idx").on(t.location, t.orderNum, t.name, t.id),
  ],
);

export const banners = pgTable(
  "banners",
  {
    id: id(),
    imageUrl: text("image_url").notNull(),
    altText: text("alt_text").notNull().default(""),
    title: text("title"),
    subtitle: text("subtitle"),
    description: text("description"),
    ctaText: text("cta_text"),
    ctaLink: text("cta_link"),
    position: text("position").notNull().default("hero"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    startDate: timestamptz("start_date"),
    endDate: timestamptz("end_date"),
    targetAudience: text("target_audience").notNull().default("all"),
    viewCount: integer("view_count").notNull().default(0),
    clickCount: integer("click_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("banners_audience_ck", sql`${t.targetAudience} in ('all', 'new', 'returning', 'vip')`),
    check(
      "banners_dates_ck",
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} > ${t.startDate}`,
    ),
    check("banners_counts_ck", sql`${t.viewCount} >= 0 and ${t.clickCount} >= 0`),
    // The list order within a position: the order buttons' first and last banner are one index step.
    index("banners_position_idx").on(t.position, t.sortOrder, t.createdAt, t.id),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    customerName: text("customer_name").notNull(),
    customerTitle: text("customer_title"),
    customerLocation: text("customer_location"),
    quote: text("quote").notNull(),
    rating: integer("rating").notNull().default(5),
    isApproved: boolean("is_approved").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
    approvedBy: text("approved_by"),
    approvedAt: timestamptz("approved_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("testimonials_rating_ck", sql`${t.rating} between 1 and 5`),
    // The shop's order (featured first, display order, newest): the admin list's page and each
    // group's first and last testimonial are read from it without a sort.
    index("testimonials_list_idx").on(
      t.isFeatured.desc().nullsFirst(),
      t.displayOrder,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
  ],
);

export interface GalleryImage {
  url: string;
  alt: string;
  caption?: string;
}

export const craftsmanshipContent = pgTable(
  "craftsmanship_content",
  {
    id: id(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    mainContent: text("main_content"),
    heroImageUrl: text("hero_image_url"),
    galleryImages: jsonb("gallery_images").$type<GalleryImage[]>().notNull().default([]),
    sectionOrder: integer("section_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The home page's order, which the back office's list pages through.
  (t) => [index("craftsmanship_order_idx").on(t.sectionOrder, t.createdAt, t.id)],
);

/** Information pages (about_us, contact, privacy_policy, ...) by key. */
export const pageContent = pgTable("page_content", {
  id: id(),
  key: text("key").notNull().unique(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  isPublished: boolean("is_published").notNull().default(true),
  updatedAt: updatedAt(),
});

export const faqs = pgTable(
  "faqs",
  {
    id: id(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  // The shop's order, which the back office's list pages through.
  (t) => [index("faqs_order_idx").on(t.sortOrder, t.createdAt, t.id)],
);

/** Statuses of a contact-form message in the back office's inbox. */
export const CONTACT_STATUSES = ["new", "read", "replied", "archived", "spam"] as const;

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    /** The shop's reply, as e-mailed to the sender, and who sent it when. */
    replyBody: text("reply_body"),
    repliedAt: timestamptz("replied_at"),
    repliedBy: text("replied_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "contact_messages_status_ck",
      sql`${t.status} in (${sql.raw(CONTACT_STATUSES.map((s) => `'${s}'`).join(", "))})`,
    ),
    index("contact_messages_status_created_idx").on(t.status, t.createdAt),
    // The inbox's default view (everything but spam), newest first.
    index("contact_messages_created_idx").on(t.createdAt, t.id),
  ],
);
