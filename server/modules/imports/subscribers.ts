import { PREFERENCE_FIELDS, type Preferences } from "../../../lib/newsletter-messages";
import { newsletterSchema } from "../../../lib/newsletter-schema";
import {
  findSubscribersForImport,
  type SubscriberImportWrite,
  shopName,
  writeSubscriberImport,
} from "../newsletter/service";
import { booleanCell, cellText } from "./cells";
import { SUBSCRIBER_COLUMNS } from "./columns";
import { IMPORT_MESSAGES } from "./limits";
import { outcome } from "./outcomes";
import type { Checked, ImportKind, RowOutcome, SourceRow } from "./types";

export const SUBSCRIBER_IMPORT_MESSAGES = {
  unsubscribed:
    "This address unsubscribed earlier: only its owner can subscribe again, through the signup form",
  duplicate: (line: number) => `This address is already on row ${line}`,
} as const;

const emailOf = (row: SourceRow) => cellText(row.cells.email).trim().toLowerCase();

/** A boolean column's value, the fallback when empty or absent; a message when it is neither. */
function flag(row: SourceRow, column: string, fallback: boolean, errors: string[]): boolean {
  if (!(column in row.cells)) return fallback;
  const value = booleanCell(row.cells[column]);
  if (value === "invalid") errors.push(IMPORT_MESSAGES.notBoolean(column));
  return typeof value === "boolean" ? value : fallback;
}

const samePreferences = (a: Preferences, b: Preferences) =>
  PREFERENCE_FIELDS.every(({ key }) => a[key] === b[key]);

export const subscribersImport: ImportKind<SourceRow, SubscriberImportWrite, { shop: string }> = {
  name: "subscribers",
  label: "Newsletter subscribers",
  sheet: "Subscribers",
  columns: SUBSCRIBER_COLUMNS,
  requiredColumns: [["email"]],
  group(rows) {
    const refused: RowOutcome[] = [];
    const lines = new Map<string, number>();
    const units = rows.filter((row) => {
      const email = emailOf(row);
      const earlier = email ? lines.get(email) : undefined;
      if (earlier !== undefined)
        refused.push(outcome(row.line, email, "rejected", [SUBSCRIBER_IMPORT_MESSAGES.duplicate(earlier)]));
      else if (email) lines.set(email, row.line);
      return earlier === undefined;
    });
    return { units, refused };
  },
  rowCount: () => 1,
  context: async () => ({ shop: await shopName() }),
  async check(db, rows): Promise<Checked<SubscriberImportWrite>> {
    const found = await findSubscribersForImport(db, [...new Set(rows.map(emailOf).filter(Boolean))]);
    const outcomes: RowOutcome[] = [];
    const work: SubscriberImportWrite[] = [];
    for (const row of rows) {
      const errors = [...row.problems];
      const parsed = newsletterSchema.safeParse({
        email: cellText(row.cells.email),
        name: cellText(row.cells.full_name),
        source: cellText(row.cells.source) || "import",
      });
      if (!parsed.success) errors.push(...parsed.error.issues.map((i) => i.message));
      const before = parsed.success ? (found.get(parsed.data.email) ?? null) : null;
      const preferences = Object.fromEntries(
        PREFERENCE_FIELDS.map(({ key }) => [key, flag(row, key, before?.preferences[key] ?? true, errors)]),
      ) as Preferences;
      const isActive = flag(row, "is_active", before?.isActive ?? true, errors);
      if (before && !before.isActive && isActive) errors.push(SUBSCRIBER_IMPORT_MESSAGES.unsubscribed);
      if (errors.length > 0 || !parsed.success) {
        outcomes.push(outcome(row.line, emailOf(row), "rejected", errors));
        continue;
      }
      const wanted: SubscriberImportWrite = {
        before,
        email: parsed.data.email,
        fullName: "full_name" in row.cells ? parsed.data.name : (before?.fullName ?? null),
        source:
          "source" in row.cells && row.cells.source !== null
            ? parsed.data.source
            : (before?.source ?? "import"),
        isActive,
        preferences,
      };
      const unchanged =
        before !== null &&
        before.fullName === wanted.fullName &&
        before.source === wanted.source &&
        before.isActive === wanted.isActive &&
        samePreferences(before.preferences, wanted.preferences);
      outcomes.push(
        outcome(row.line, wanted.email, before ? (unchanged ? "unchanged" : "update") : "create"),
      );
      if (!unchanged) work.push(wanted);
    }
    return { outcomes, work };
  },
  write: (tx, actor, work, context) => writeSubscriberImport(tx, actor, work, context.shop),
};
