import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories } from "./schema";

export type ImportCategoryState = Omit<typeof categories.$inferSelect, "createdAt" | "updatedAt"> & {
  /** The version an update sends back (AdminCategory.updatedAt). */
  updatedAt: string;
};

/** Every category with the fields an import compares, in the shop's order. */
export async function listCategoriesForImport(db: Database): Promise<ImportCategoryState[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map(({ createdAt: _created, updatedAt, ...row }) => ({
    ...row,
    updatedAt: updatedAt.toISOString(),
  }));
}
