import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns";
import { user } from "../customers/auth-schema";

export const imageLibrary = pgTable(
  "image_library",
  {
    id: id(),
    filename: text("filename").notNull(),
    originalName: text("original_name").notNull(),
    /** Key in file storage (local folder or S3 bucket). */
    filePath: text("file_path").notNull().unique(),
    publicUrl: text("public_url").notNull().unique(),
    thumbnailUrl: text("thumbnail_url"),
    fileSize: integer("file_size").notNull(),
    mimeType: text("mime_type").notNull(),
    width: integer("width"),
    height: integer("height"),
    altText: text("alt_text"),
    purpose: text("purpose").notNull().default("product"),
    tags: text("tags").array().notNull().default([]),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("image_library_purpose_idx").on(t.purpose, t.createdAt)],
);
