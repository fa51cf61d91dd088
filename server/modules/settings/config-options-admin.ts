import { asc, count, eq, sql } from "drizzle-orm";
import {
  CONFIG_OPTION_MESSAGES,
  checkConfigOption,
  type ConfigOptionValues,
} from "../../../lib/config-option-form";
import { configOptions as DEFAULT_OPTIONS } from "../../../scripts/seed/reference-data";
import { type Database, getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { numberInOrder } from "../../db/number-in-order";
import { type PageWindow, pageWindow } from "../../db/page-window";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { configOptions } from "./schema";

export interface Actor {
  id: string;
  email: string;
}

type OptionRow = typeof configOptions.$inferSelect;

/**
 * Seeds the default options again when the table is empty (§7); true when it did. Safe to call any
 * time; with an actor (an admin opened the page) the reseeding is in the activity log.
 */
export async function ensureDefaultConfigOptions(actor?: Actor): Promise<boolean> {
  const [any] = await getDb().select({ id: configOptions.id }).from(configOptions).limit(1);
  if (any) return false;
  const rows = Object.entries(DEFAULT_OPTIONS).flatMap(([category, options]) =>
    options.map((o) => ({ category, key: o.key, label: o.label, value: o.value, sortOrder: o.order })),
  );
  return adminTransaction(
    async (tx) => {
      const inserted = await tx
        .insert(configOptions)
        .values(rows)
        .onConflictDoNothing({ target: [configOptions.category, configOptions.key] })
        .returning({ id: configOptions.id });
      if (inserted.length > 0 && actor)
        await recordActivity(tx, {
          actor,
          action: "config_option.seed_defaults",
          entityType: "config_option",
          entityLabel: "Default config options",
          after: { options: inserted.length },
        });
      return inserted.length > 0;
    },
    { storefront: true },
  );
}

/** The categories in use, with how many options each holds (the distinct-categories read of §7). */
export async function listConfigCategories(): Promise<{ category: string; total: number; active: number }[]> {
  return getDb()
    .select({
      category: configOptions.category,
      total: count(),
      active: sql<number>`count(*) filter (where ${configOptions.isActive})::int`,
    })
    .from(configOptions)
    .groupBy(configOptions.category)
    .orderBy(asc(configOptions.category));
}

const inOrder = [asc(configOptions.sortOrder), asc(configOptions.label), asc(configOptions.id)];

/** Options a page of a category's list shows. */
export const CONFIG_OPTIONS_PAGE_SIZE = 50;

export interface ConfigOptionPage extends Omit<PageWindow, "offset"> {
  options: OptionRow[];
}

/**
 * A category's options for the back office, inactive ones included, in their order, a page at a time
 * (read in that order from its index). A page past the end shows the last one.
 */
export async function listCategoryOptions(category: string, page = 1): Promise<ConfigOptionPage> {
  const db = getDb();
  const where = eq(configOptions.category, category);
  const [{ total }] = await db.select({ total: count() }).from(configOptions).where(where);
  const { offset, ...window } = pageWindow(total, page, CONFIG_OPTIONS_PAGE_SIZE);
  const options = await db
    .select()
    .from(configOptions)
    .where(where)
    .orderBy(...inOrder)
    .limit(CONFIG_OPTIONS_PAGE_SIZE)
    .offset(offset);
  return { options, ...window };
}

function checked(input: ConfigOptionValues): ConfigOptionValues {
  const result = checkConfigOption(input);
  if (!result.ok) throw new AppError("INVALID", "Please fix the option's fields", result.fieldErrors);
  return result.values;
}

const snapshot = (
  row: Pick<OptionRow, "category" | "key" | "label" | "value" | "isActive" | "sortOrder">,
) => ({
  category: row.category,
  key: row.key,
  label: row.label,
  value: row.value,
  is_active: row.isActive,
  order: row.sortOrder,
});

/** Writes that hit the (category, key) unique index answer with the field's message. */
async function unique<T>(values: ConfigOptionValues, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw new AppError("CONFLICT", CONFIG_OPTION_MESSAGES.duplicate(values.key, values.category), {
      key: CONFIG_OPTION_MESSAGES.duplicate(values.key, values.category),
    });
  }
}

/** A new option: order 0 and active unless said otherwise (§7). */
export async function createConfigOption(actor: Actor, input: ConfigOptionValues): Promise<OptionRow> {
  const values = checked(input);
  return unique(values, () =>
    adminTransaction(
      async (tx) => {
        const [row] = await tx
          .insert(configOptions)
          .values({ ...values, sortOrder: 0 })
          .returning();
        await recordActivity(tx, {
          actor,
          action: "config_option.create",
          entityType: "config_option",
          entityId: row.id,
          entityLabel: `${row.category}: ${row.label}`,
          after: snapshot(row),
        });
        return row;
      },
      { storefront: true },
    ),
  );
}

async function lockedOption(tx: Database, id: string): Promise<OptionRow> {
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const [row] = valid
    ? await tx.select().from(configOptions).where(eq(configOptions.id, id)).for("update")
    : [];
  if (!row) throw new AppError("NOT_FOUND", CONFIG_OPTION_MESSAGES.notFound);
  return row;
}

export async function updateConfigOption(
  actor: Actor,
  id: string,
  input: Omit<ConfigOptionValues, "category">,
  version: string,
): Promise<OptionRow> {
  return adminTransaction(
    async (tx) => {
      const before = await lockedOption(tx, id);
      if (before.updatedAt.toISOString() !== version)
        throw new AppError("CONFLICT", CONFIG_OPTION_MESSAGES.stale);
      const values = checked({ ...input, category: before.category });
      const [row] = await unique(values, () =>
        tx.update(configOptions).set(values).where(eq(configOptions.id, id)).returning(),
      );
      await recordActivity(tx, {
        actor,
        action: "config_option.update",
        entityType: "config_option",
        entityId: id,
        entityLabel: `${row.category}: ${row.label}`,
        before: snapshot(before),
        after: snapshot(row),
      });
      return row;
    },
    { storefront: true },
  );
}

export async function deleteConfigOption(actor: Actor, id: string): Promise<OptionRow> {
  return adminTransaction(
    async (tx) => {
      const row = await lockedOption(tx, id);
      await tx.delete(configOptions).where(eq(configOptions.id, id));
      await recordActivity(tx, {
        actor,
        action: "config_option.delete",
        entityType: "config_option",
        entityId: id,
        entityLabel: `${row.category}: ${row.label}`,
        before: snapshot(row),
      });
      return row;
    },
    { storefront: true },
  );
}

/** Moves an option one place up or down in its category, numbering the category 0, 1, 2... again. */
export async function moveConfigOption(
  actor: Actor,
  id: string,
  direction: "up" | "down",
): Promise<{ category: string }> {
  return adminTransaction(
    async (tx) => {
      const moved = await lockedOption(tx, id);
      const siblings = await tx
        .select()
        .from(configOptions)
        .where(eq(configOptions.category, moved.category))
        .orderBy(...inOrder)
        .for("update");
      const from = siblings.findIndex((s) => s.id === id);
      const to = direction === "up" ? from - 1 : from + 1;
      if (to < 0 || to >= siblings.length) return { category: moved.category };
      const order = [...siblings];
      [order[from], order[to]] = [order[to], order[from]];
      await numberInOrder(
        tx,
        configOptions,
        configOptions.sortOrder,
        order.map((o) => o.id),
        sql`, updated_at = now()`,
      );
      await recordActivity(tx, {
        actor,
        action: "config_option.reorder",
        entityType: "config_option",
        entityId: id,
        entityLabel: `${moved.category}: ${moved.label}`,
        before: { order: siblings.map((s) => s.key) },
        after: { order: order.map((s) => s.key) },
      });
      return { category: moved.category };
    },
    { storefront: true },
  );
}
