import fc from "fast-check";

/** Real ids of the fuzz shop by kind (productId, variantId, orderNumber...), so some requests get past lookups. */
export type KnownIds = Record<string, string[]>;

/** Strings that have broken parsers, validators and queries elsewhere. */
const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "\r\n",
  "\t",
  "\u202Eevil",
  "\u200B",
  "\uFEFF",
  "e\u0301",
  "𝕏𝕐",
  "👩‍👩‍👧‍👦",
  "\uD800",
  "\uDFFF",
  "ﷺ",
  "Ω≈ç√∫",
  "١٢٣",
  "१२३",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  '"; drop table users; --',
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "..\\..\\windows",
  "%2e%2e%2f",
  "//evil.example",
  "https://evil.example/x",
  "javascript:alert(1)",
  "data:text/html,x",
];

const NUMBERISH = [
  "-1",
  "0",
  "-0",
  "1.5",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1e309",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999999999",
  "0x1F",
  "1_000",
  " 1 ",
  "1,000",
  "01",
];

/** Any string: short random text of every plane, the nasty list, numbers written oddly. */
export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERISH) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 80 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
);

/** Long values: over every field limit, and now and then over the body limits of the page and the API. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(300, 5_000, 70_000, 300_000), fc.constantFrom("a", "é", "😀", "\u0000", "<"))
  .map(([n, ch]) => ch.repeat(Math.ceil(n / ch.length)));

/** Values a field of this name plausibly holds, real ids included, so some requests get past validation. */
export function plausibleFor(name: string, ids: KnownIds, literals: string[]): fc.Arbitrary<string> {
  // The first value is a valid one: it comes up as often as all the others together.
  const pick = (...values: string[]) =>
    fc.oneof(
      { weight: values.length - 1 || 1, arbitrary: fc.constant(values[0]) },
      fc.constantFrom(...values),
    );
  const known = Object.entries(ids).find(([kind]) => kind.toLowerCase() === name.toLowerCase())?.[1];
  if (known?.length)
    return fc.oneof(
      pick(...known),
      pick(...known).map((id) => `${id}x`),
    );
  const n = name.toLowerCase();
  if (/email/.test(n))
    return pick("meera@buyer.example", "customer@fuzz.example", "a@b", "@", "x".repeat(300) + "@x.in");
  if (/password/.test(n)) return pick("Krishna@124", "short", "P@ssw0rd-P@ssw0rd", "");
  if (/phone/.test(n)) return pick("+919876543210", "9876543210", "123", "+1 (555) 010-9999");
  if (/postal|pincode|zip/.test(n)) return pick("560001", "000000", "5600011", "ABC123");
  if (/state/.test(n)) return pick("Karnataka", "KA", "Atlantis", "tamil nadu");
  if (/country/.test(n)) return pick("India", "Nepal", "");
  if (/name|line|city|notes|message|subject|reason|title/.test(n))
    return pick("Meera Iyer", "12 MG Road", "Bengaluru", "Please gift wrap");
  if (/quantity|qty|count|amount|price|width|page|limit|stock|value/.test(n))
    return pick("1", "2", "3", "0", "-1", "10000", "1.5");
  if (/returnto|redirect|callback|cancel|next|url/.test(n))
    return pick(
      "/",
      "/shop",
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    );
  if (/accept|differs|subscribe|enabled|active|remember/.test(n)) return pick("on", "true", "1", "off");
  if (/key/.test(n)) return pick("fuzz-key-0001", "k", "x".repeat(101), "key with spaces");
  if (literals.length) return pick(...literals);
  return fuzzString;
}

/** Ids for path parameters: real ones, traversal, NUL, very long, Unicode, uuid-like, negative numbers. */
export function pathIds(known: string[]): fc.Arbitrary<string> {
  const raw = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom("..", "../admin", "..%2f..%2fadmin", "%2e%2e", "%00", "a%00b", "%", "%zz"),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom("-1", "0", "1e9", "99999999999999999999", "-9223372036854775809"),
    },
    { weight: 2, arbitrary: fc.uuid().map((u) => u) },
    { weight: 1, arbitrary: fc.constantFrom("00000000-0000-0000-0000-000000000000", "DT-00000", "null") },
    { weight: 1, arbitrary: fc.constantFrom("x".repeat(2_000), "x".repeat(20_000)) },
    { weight: 2, arbitrary: fuzzString.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "?"))) },
    { weight: 1, arbitrary: fc.constantFrom("ü", "日本", "😀", "\u202E").map(encodeURIComponent) },
  );
  return known.length
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 5, arbitrary: raw })
    : raw;
}

/** A client address, as the trusted proxy would report it: many visitors, so rate limits rarely stop the run. */
export const clientIp: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
  .map((parts) => parts.join("."));

/** Bytes that are no form at all. */
export const garbageBytes: fc.Arbitrary<Uint8Array<ArrayBuffer>> = fc
  .uint8Array({ minLength: 1, maxLength: 200 })
  .map((bytes) => new Uint8Array(bytes));
