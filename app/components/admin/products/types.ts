import type { AdminProductRow, BulkEditVariant } from "../../../../server/modules/catalog/service";

export type { CategoryChoice } from "../../../../server/modules/catalog/service";

/** A list row as the page receives it. */
export type ProductListRow = Omit<AdminProductRow, "updatedAt"> & { updatedAt: string };

export type EditVariant = BulkEditVariant;

/** What the list's actions answer when they refuse: a message, and messages per input. */
export interface ProductActionError {
  error: string;
  fieldErrors?: Record<string, string>;
}
