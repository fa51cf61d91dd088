import fc from "fast-check";
import {
  bodyKind,
  chunked,
  cookieTrick,
  encodeBody,
  type FuzzRequest,
  formFields,
  originHeader,
} from "./fuzz-request";
import type { PageTarget } from "./targets";
import { clientIp, garbageBytes, type KnownIds, pathIds } from "./values";

/** Fields every form of the shop might read; used besides the ones a route's source names. */
const COMMON_FIELDS = ["intent", "returnTo", "mode", "email", "id", "quantity", "token"];

const SPLAT_SEGMENTS = ["v1", "orders", "payments", "checkout", "pay", "fail", "refunds", "x", "..", "%00"];

/** A URL for the route's pattern, each parameter filled with a fuzzed (or now and then real) id. */
function urlPath(target: PageTarget, ids: KnownIds): fc.Arbitrary<string> {
  const parts = target.route.pattern.split("/").filter(Boolean);
  return fc
    .tuple(
      ...parts.map((part) => {
        if (part === "*")
          return fc.oneof(
            pathIds([]),
            fc
              .array(fc.constantFrom(...SPLAT_SEGMENTS, ...(ids.razorpayOrderId ?? [])), {
                minLength: 1,
                maxLength: 4,
              })
              .map((s) => s.join("/")),
          );
        if (part.startsWith(":")) return pathIds([...(ids[part.slice(1)] ?? []), ...target.literals]);
        return fc.constant(part);
      }),
    )
    .map((filled) => `/${filled.join("/")}`);
}

const pathTrick = fc.oneof(
  { weight: 12, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.constantFrom("/", "//", "/.", "%00", ";x=1", "/..%2f", "%20") },
);

const query = fc.oneof(
  { weight: 10, arbitrary: fc.constant("") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "?index",
      "?a=%00&a=1&b[]=2",
      `?returnTo=${encodeURIComponent("//evil.example")}`,
      `?q=${"x".repeat(3000)}`,
      "?%",
      "?_data=root",
    ),
  },
);

/**
 * A malformed submission to a route's action: mostly as the browser's fetch (`.data`) or, for about
 * one in ten (every time for resource routes), as a plain form post that renders the whole page.
 */
export function pageRequest(target: PageTarget, ids: KnownIds, origin: string): fc.Arbitrary<FuzzRequest> {
  const fields = formFields(target.fields.length ? target.fields : COMMON_FIELDS, ids, target.literals);
  return fc
    .record({
      document: target.resource
        ? fc.constant(true)
        : fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      path: urlPath(target, ids),
      trick: pathTrick,
      query,
      method: fc.oneof(
        { weight: 24, arbitrary: fc.constant("POST") },
        { weight: 1, arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH") },
      ),
      kind: bodyKind,
      fields,
      garbage: garbageBytes,
      origin: originHeader(origin),
      ip: clientIp,
      cookieTrick,
      chunked,
    })
    .map((r) => {
      const path = `${r.path}${r.trick}`;
      const url = `${r.document ? path : path === "/" ? "/_root.data" : `${path}.data`}${r.query}`;
      const encoded = encodeBody(r.kind, r.fields, r.garbage);
      return {
        target: target.key,
        method: r.method,
        url,
        headers: { ...r.origin, "x-forwarded-for": r.ip, ...encoded.headers },
        body: encoded.body,
        bodyPreview: encoded.bodyPreview,
        cookieTrick: r.cookieTrick,
        chunked: r.chunked,
      };
    });
}
