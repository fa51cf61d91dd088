import type { ActivityChanges } from "./schema";

/** What a secret looks like in the log: its change is recorded, its value never. */
export const MASK = "••••••";
/** The most characters one stored value may take (rich-text descriptions are cut to this). */
export const MAX_VALUE_LENGTH = 2000;

const SECRET_FIELD = /password|secret|token|hash|api_?key|key$/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

type Fields = Record<string, unknown> | null | undefined;

/**
 * The fields a write changed, as `{ field: { before, after } }`, ready to store.
 * A create (no before) lists every field of after; a delete (no after) every field of before.
 * In an update, after may be partial: a field it does not hold (undefined) was not written.
 * Values are compared as JSON (dates by instant, arrays and objects deeply); secrets are masked
 * on both sides and long values cut to MAX_VALUE_LENGTH characters.
 */
export function diffChanges(before: Fields, after: Fields): ActivityChanges {
  const changes: ActivityChanges = {};
  const fields = after ? Object.keys(after) : before ? Object.keys(before) : [];
  for (const field of fields) {
    const next = after ? after[field] : undefined;
    if (after ? next === undefined : before?.[field] === undefined) continue;
    const previous = before ? toJson(before[field]) : null;
    const current = after ? toJson(next) : null;
    if (before && after && sameJson(previous, current)) continue;
    changes[field] = { before: stored(field, previous), after: stored(field, current) };
  }
  return changes;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The value as it would be stored in jsonb (dates as ISO strings, undefined as null). */
function toJson(value: unknown): Json {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === "object") {
    const withJson = value as { toJSON?: () => unknown };
    if (typeof withJson.toJSON === "function") return toJson(withJson.toJSON());
    const out: { [key: string]: Json } = {};
    for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = toJson(v);
    return out;
  }
  return null; // functions and symbols have no stored form
}

function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]))
    );
  }
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]))
  );
}

/** The stored form of one side of a change: masked when secret, cut when long. */
function stored(field: string, value: Json): Json {
  // An empty secret is shown as empty, so the log can tell "set" from "changed".
  if (isSecretField(field)) return value === null || value === "" ? value : MASK;
  const clean = maskNested(value);
  if (typeof clean === "string") return cut(clean);
  if (clean === null || typeof clean !== "object") return clean;
  const text = JSON.stringify(clean);
  // A list or object too long to keep whole is kept as the start of its JSON text.
  return text.length > MAX_VALUE_LENGTH ? cut(text) : clean;
}

/** Secrets inside objects (e.g. a settings group) are masked too; long strings inside are cut. */
function maskNested(value: Json): Json {
  if (Array.isArray(value)) return value.map(maskNested);
  if (value === null || typeof value !== "object") return typeof value === "string" ? cut(value) : value;
  const out: { [key: string]: Json } = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = isSecretField(key) && v !== null && v !== "" ? MASK : maskNested(v);
  }
  return out;
}

function cut(text: string): string {
  // jsonb refuses the NUL character; nothing an admin types contains it.
  const clean = text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
  if (clean.length <= MAX_VALUE_LENGTH) return clean;
  let end = MAX_VALUE_LENGTH - 1;
  // Never split a surrogate pair: jsonb refuses half an emoji.
  const last = clean.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${clean.slice(0, end)}…`;
}
