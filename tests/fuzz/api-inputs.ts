import fc from "fast-check";
import { chunked, cookieTrick, type FuzzRequest } from "./fuzz-request";
import { fromSchema, nearlyValid, type Schema } from "./schema-values";
import type { ApiTarget, OpenApiDoc } from "./targets";
import { clientIp, fuzzString, type KnownIds, pathIds, plausibleFor } from "./values";

/** Better Auth endpoint names, so `/api/auth/*` gets real ones among the fuzzed. */
const AUTH_PATHS = [
  "sign-in/email",
  "sign-up/email",
  "sign-out",
  "get-session",
  "request-password-reset",
  "reset-password",
  "reset-password/x",
  "send-verification-email",
  "verify-email",
  "change-password",
  "ok",
  "admin/list-users",
  "admin/impersonate-user",
  "list-sessions",
  "update-user",
  "delete-user",
];

type BodyPart = Pick<FuzzRequest, "body" | "bodyPreview"> & { type?: string };

const preview = (text: string) =>
  text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;

/** A body for the operation: its schema's JSON (mutated), bad JSON, the wrong content type, nothing, too much. */
function apiBody(target: ApiTarget, doc: OpenApiDoc, ids: KnownIds): fc.Arbitrary<BodyPart> {
  const content = target.operation.requestBody?.content ?? {};
  const schemas = Object.entries(content).map(([type, c]) => ({ type, schema: (c.schema ?? {}) as Schema }));
  const json = (
    schemas.length
      ? fc.oneof(
          ...schemas.map(({ type, schema }) =>
            fc.oneof(fromSchema(schema, doc, ids), nearlyValid(schema, doc, ids)).map((v) => ({ v, type })),
          ),
        )
      : fc.jsonValue({ maxDepth: 3 }).map((v) => ({ v, type: "application/json" }))
  ).map(({ v, type }): BodyPart => {
    const text = JSON.stringify(v) ?? "null";
    return { body: text, bodyPreview: preview(text), type };
  });
  const raw = (body: string, type: string | undefined, label = preview(body)): BodyPart => ({
    body,
    bodyPreview: label,
    type,
  });
  return fc.oneof(
    { weight: 10, arbitrary: json },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        raw("{", "application/json"),
        raw('{"a":', "application/json"),
        raw("", "application/json"),
        raw("null", "application/json"),
        raw("\u0000", "application/json"),
        raw('{"a":1,"a":2}', "application/json"),
        raw("[".repeat(5000) + "]".repeat(5000), "application/json", "5000 nested arrays"),
        raw('{"__proto__":{"admin":true}}', "application/json"),
      ),
    },
    { weight: 1, arbitrary: json.map((b) => ({ ...b, type: "text/plain" })) },
    { weight: 1, arbitrary: json.map((b) => ({ ...b, type: "application/x-www-form-urlencoded" })) },
    { weight: 1, arbitrary: json.map((b) => ({ ...b, type: undefined })) },
    { weight: 1, arbitrary: fc.constant<BodyPart>({ bodyPreview: "(no body)" }) },
    {
      weight: 1,
      arbitrary: fc.constant(
        raw(JSON.stringify({ pad: "a".repeat(300_000) }), "application/json", "300 KB of JSON"),
      ),
    },
  );
}

/** Headers the operation declares (Idempotency-Key...), and the webhook's signature, with fuzzed values. */
function apiHeaders(target: ApiTarget, ids: KnownIds): fc.Arbitrary<Record<string, string>> {
  const declared = (target.operation.parameters ?? []).filter((p) => p.in === "header").map((p) => p.name);
  if (target.path.includes("webhooks")) declared.push("x-razorpay-signature", "x-razorpay-event-id");
  const safe = (s: string) => s.replace(/[^\x20-\x7e]/g, "?");
  return fc
    .tuple(
      ...declared.map((name) =>
        fc.option(fc.oneof(plausibleFor(name, ids, []), fuzzString).map(safe), { freq: 4 }),
      ),
    )
    .map(
      (values) =>
        Object.fromEntries(
          declared.flatMap((name, i) => (values[i] === null ? [] : [[name, values[i]]])),
        ) as Record<string, string>,
    );
}

/** A URL for the operation's path, its parameters and any `*` filled with fuzzed ids. */
function apiPath(target: ApiTarget, ids: KnownIds): fc.Arbitrary<string> {
  const parts = target.path.split("/").filter(Boolean);
  return fc
    .tuple(
      ...parts.map((part) => {
        const param = /^\{(\w+)\}$/.exec(part)?.[1];
        if (param) return pathIds(ids[param] ?? []);
        if (part === "*")
          return fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...AUTH_PATHS) },
            { weight: 1, arbitrary: pathIds([]) },
          );
        return fc.constant(part);
      }),
    )
    .map((filled) => `/${filled.join("/")}`);
}

const OTHER_METHODS = ["PUT", "DELETE", "PATCH", "OPTIONS"];

/** A malformed call of an API operation. */
export function apiRequest(
  target: ApiTarget,
  doc: OpenApiDoc,
  ids: KnownIds,
  origin: string,
): fc.Arbitrary<FuzzRequest> {
  const hasBody = target.method !== "GET";
  return fc
    .record({
      path: apiPath(target, ids),
      query: fc.oneof(
        { weight: 8, arbitrary: fc.constant("") },
        {
          weight: 1,
          arbitrary: fc.constantFrom("?a=%00", "?limit=-1&limit=x", `?x=${"y".repeat(3000)}`, "?%"),
        },
      ),
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(target.method) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
      ),
      body: hasBody ? apiBody(target, doc, ids) : fc.constant<BodyPart>({ bodyPreview: "(no body)" }),
      headers: apiHeaders(target, ids),
      origin: fc.oneof(
        { weight: 8, arbitrary: fc.constant({ origin }) },
        { weight: 2, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.constant({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
        },
      ),
      ip: clientIp,
      cookieTrick,
      chunked,
    })
    .map((r) => {
      const sendsBody = r.body.body !== undefined && !["GET", "HEAD"].includes(r.method);
      return {
        target: target.key,
        method: r.method,
        url: `${r.path}${r.query}`,
        headers: {
          ...r.origin,
          ...r.headers,
          "x-forwarded-for": r.ip,
          ...(sendsBody && r.body.type ? { "content-type": r.body.type } : {}),
        },
        body: sendsBody ? r.body.body : undefined,
        bodyPreview: sendsBody ? r.body.bodyPreview : "(no body)",
        cookieTrick: r.cookieTrick,
        chunked: r.chunked,
      };
    });
}
