import fc from "fast-check";
import { fuzzString, garbageBytes, hugeString, type KnownIds, plausibleFor } from "./values";

export type Who = "anonymous" | "customer" | "admin";

/** One generated request, before the caller's cookie is added. */
export interface FuzzRequest {
  target: string;
  method: string;
  /** Path and query, already encoded as they go on the wire. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | FormData;
  /** What was sent, short enough to print as a reproduction. */
  bodyPreview: string;
  /** A forged or broken cookie sent before the visitor's own, which then loses to it. */
  cookieTrick: string | null;
  /** Sent as a stream, without Content-Length (Transfer-Encoding: chunked). */
  chunked: boolean;
}

type FileValue = { file: Uint8Array; name: string; type: string };
export type FieldValue = string | string[] | FileValue;
export type Field = [name: string, value: FieldValue];

/** A field value: plausible for its name, nonsense, huge, repeated (an array), or a file where text belongs. */
export function fieldValue(name: string, ids: KnownIds, literals: string[]): fc.Arbitrary<FieldValue> {
  const plausible = plausibleFor(name, ids, literals);
  return fc.oneof(
    { weight: 5, arbitrary: plausible },
    { weight: 4, arbitrary: fuzzString },
    { weight: 1, arbitrary: hugeString.filter((s) => s.length < 100_000) },
    { weight: 1, arbitrary: fc.array(fc.oneof(plausible, fuzzString), { minLength: 2, maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.record({
        file: garbageBytes,
        name: fc.constantFrom("a.png", "../../x.txt", "\u0000.jpg", ""),
        type: fc.constantFrom("image/png", "text/plain", "application/octet-stream", ""),
      }),
    },
  );
}

/**
 * Fields of a form: the ones the route reads, each present or missing, plus strangers now and then;
 * or, one time in three, every field plausible but one, so requests get past the first checks.
 */
export function formFields(names: string[], ids: KnownIds, literals: string[]): fc.Arbitrary<Field[]> {
  const own = names.map((name) =>
    fc.oneof(
      { weight: 2, arbitrary: fieldValue(name, ids, literals).map((v): Field => [name, v]) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
  );
  const stranger = fc
    .oneof(fuzzString, fc.constantFrom("__proto__", "constructor", "intent", "_action", "email[]"))
    .chain((name) => fieldValue(name, ids, literals).map((v): Field => [name, v]));
  const anything = fc
    .tuple(fc.tuple(...own), fc.array(stranger, { maxLength: 3 }))
    .map(([mine, extra]) => [...mine.filter((f): f is Field => f !== null), ...extra]);
  const nearlyValid = fc
    .tuple(
      fc.tuple(...names.map((name) => plausibleFor(name, ids, literals))),
      fc.nat({ max: names.length }),
      fc.option(fuzzString, { nil: null }),
    )
    .map(([values, odd, oddValue]) =>
      names.flatMap((name, i): Field[] =>
        i !== odd ? [[name, values[i]]] : oddValue === null ? [] : [[name, oddValue]],
      ),
    );
  return fc.oneof({ weight: 2, arbitrary: anything }, { weight: 1, arbitrary: nearlyValid });
}

const asText = (v: FieldValue): string[] => (typeof v === "string" ? [v] : Array.isArray(v) ? v : [v.name]);

const preview = (text: string) =>
  text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;

export type BodyKind =
  | "urlencoded"
  | "multipart"
  | "json"
  | "text"
  | "empty"
  | "untyped-bytes"
  | "broken-multipart"
  | "odd-charset"
  | "oversized"
  | "none";

export const bodyKind: fc.Arbitrary<BodyKind> = fc.oneof(
  { weight: 40, arbitrary: fc.constant("urlencoded" as const) },
  { weight: 20, arbitrary: fc.constant("multipart" as const) },
  { weight: 6, arbitrary: fc.constant("json" as const) },
  { weight: 3, arbitrary: fc.constant("text" as const) },
  { weight: 6, arbitrary: fc.constant("empty" as const) },
  { weight: 3, arbitrary: fc.constant("untyped-bytes" as const) },
  { weight: 3, arbitrary: fc.constant("broken-multipart" as const) },
  { weight: 3, arbitrary: fc.constant("odd-charset" as const) },
  { weight: 1, arbitrary: fc.constant("oversized" as const) },
  { weight: 3, arbitrary: fc.constant("none" as const) },
);

/** Encodes fields as the given kind of body, with the content type that goes with it (or a wrong one). */
export function encodeBody(
  kind: BodyKind,
  fields: Field[],
  garbage: Uint8Array<ArrayBuffer>,
): Pick<FuzzRequest, "body" | "bodyPreview" | "headers"> {
  const form = new URLSearchParams();
  for (const [name, value] of fields) for (const v of asText(value)) form.append(name, v);
  const urlencoded = form.toString();
  switch (kind) {
    case "urlencoded":
      return {
        body: urlencoded,
        bodyPreview: preview(urlencoded),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      };
    case "multipart": {
      const data = new FormData();
      for (const [name, value] of fields) {
        if (typeof value === "object" && !Array.isArray(value))
          data.append(
            name,
            new File([value.file as Uint8Array<ArrayBuffer>], value.name, { type: value.type }),
          );
        else for (const v of asText(value)) data.append(name, v);
      }
      return { body: data, bodyPreview: `multipart: ${preview(urlencoded)}`, headers: {} };
    }
    case "json": {
      const json = JSON.stringify(Object.fromEntries(fields.map(([n, v]) => [n, v])));
      return { body: json, bodyPreview: preview(json), headers: { "content-type": "application/json" } };
    }
    case "text":
      return {
        body: urlencoded,
        bodyPreview: preview(urlencoded),
        headers: { "content-type": "text/plain" },
      };
    case "empty":
      return {
        body: "",
        bodyPreview: "(empty)",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      };
    case "untyped-bytes":
      return { body: garbage, bodyPreview: `${garbage.length} random bytes, no content type`, headers: {} };
    case "broken-multipart":
      return {
        body: `--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${urlencoded.slice(0, 100)}`,
        bodyPreview: "multipart without its closing boundary",
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
      };
    case "odd-charset":
      return {
        body: urlencoded,
        bodyPreview: `charset=utf-16: ${preview(urlencoded)}`,
        headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-16" },
      };
    case "oversized": {
      const big = `${urlencoded}&pad=${"a".repeat(300_000)}`;
      return {
        body: big,
        bodyPreview: preview(big),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      };
    }
    case "none":
      return { bodyPreview: "(no body)", headers: {} };
  }
}

/** The Origin a browser would send: this site, none, another site, or an opaque one. */
export const originHeader = (own: string): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { weight: 16, arbitrary: fc.constant({ origin: own }) },
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constant({ origin: "https://evil.example" }) },
    { weight: 1, arbitrary: fc.constant({ origin: "null", "sec-fetch-site": "cross-site" }) },
  );

/** Now and then a forged or broken cookie next to (or instead of) the visitor's own. */
export const cookieTrick: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 18, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("better-auth.session_token", "cart_token", "flash"), fuzzString)
      .map(([name, value]) => `${name}=${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "?"))}`),
  },
  { weight: 1, arbitrary: fc.constant("better-auth.session_token=abc.def; cart_token=%") },
);

/** One request in ten streams its body (chunked, no Content-Length), as a proxy or a script may. */
export const chunked: fc.Arbitrary<boolean> = fc.oneof(
  { weight: 9, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);
