import { boolean, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "../../db/columns";

/** Shop settings read by the storefront (is_public) and edited in the back office. */
export const settings = pgTable(
  "settings",
  {
    id: id(),
    key: text("key").notNull().unique(),
    value: text("value"),
    description: text("description"),
    category: text("category").notNull().default("general"),
    dataType: text("data_type").notNull().default("string"),
    isPublic: boolean("is_public").notNull().default(false),
    isEditable: boolean("is_editable").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index("settings_category_idx").on(t.category)],
);

/** Back-office settings; secret ones are stored encrypted and never sent to a browser in clear. */
export const adminSettings = pgTable("admin_settings", {
  id: id(),
  settingKey: text("setting_key").notNull().unique(),
  settingValue: text("setting_value"),
  settingType: text("setting_type").notNull().default("string"),
  isEncrypted: boolean("is_encrypted").notNull().default(false),
  description: text("description"),
  updatedAt: updatedAt(),
});

export const configOptions = pgTable(
  "config_options",
  {
    id: id(),
    category: text("category").notNull(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    value: text("value"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("config_options_category_key_uq").on(t.category, t.key),
    // A category's options in their order, which the back office's list pages through.
    index("config_options_order_idx").on(t.category, t.sortOrder, t.label, t.id),
  ],
);

/** Internal state of the installation (seed marker, generated secrets); never exposed. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
