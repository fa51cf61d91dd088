import fc from "fast-check";
import type { OpenApiDoc } from "./targets";
import { fuzzString, hugeString, type KnownIds, plausibleFor } from "./values";

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};

/** A JSON value of the wrong kind for wherever it lands. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.constantFrom(-1, 1e308, -1e308, 2 ** 53 + 1, 0.1),
  fc.boolean(),
  fuzzString,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({}),
);

/**
 * Values for a schema of the OpenAPI document: mostly the right shape with odd contents (so some
 * reach the handler), now and then the wrong type, missing required properties or extra ones.
 * With `plausible`, every value is one a real client could send.
 */
export function fromSchema(
  schema: Schema,
  doc: OpenApiDoc,
  ids: KnownIds,
  name = "",
  depth = 0,
  plausible = false,
): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const resolved = doc.components?.schemas?.[schema.$ref.split("/").pop()!] as Schema | undefined;
    return resolved ? fromSchema(resolved, doc, ids, name, depth, plausible) : fc.jsonValue();
  }
  const right = rightShape(schema, doc, ids, name, depth, plausible);
  return plausible ? right : fc.oneof({ weight: 8, arbitrary: right }, { weight: 1, arbitrary: wrongType });
}

function rightShape(
  schema: Schema,
  doc: OpenApiDoc,
  ids: KnownIds,
  name: string,
  depth: number,
  plausible: boolean,
): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => fromSchema(s, doc, ids, name, depth + 1, plausible)));
  if (schema.enum)
    return plausible
      ? fc.constantFrom(...schema.enum)
      : fc.oneof(fc.constantFrom(...schema.enum), fuzzString);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return plausible
        ? plausibleFor(name, ids, [])
        : fc.oneof(
            { weight: 4, arbitrary: plausibleFor(name, ids, []) },
            { weight: 4, arbitrary: fuzzString },
            { weight: 1, arbitrary: hugeString.filter((s) => s.length < 10_000) },
          );
    case "number":
    case "integer":
      // A plausible time is now (web-vitals samples must be recent), any other number a small one.
      return plausible
        ? /time|date/i.test(name)
          ? fc.constant(Date.now())
          : fc.integer({ min: 0, max: 5000 })
        : fc.oneof(
            fc.integer(),
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.constantFrom(-1, 0, 1e308, -0.0001, 2 ** 53 + 1),
          );
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(fromSchema(schema.items ?? {}, doc, ids, name, depth + 1, plausible), {
            minLength: plausible ? 1 : 0,
            maxLength: plausible ? 3 : 25,
          });
    case "object": {
      if (depth > 3) return fc.constant({});
      const props = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(props).map(([key, s]) => [key, fromSchema(s, doc, ids, key, depth + 1, plausible)]),
      );
      if (plausible) return fc.record(shape);
      const required = schema.required ?? [];
      return fc
        .tuple(
          fc.oneof(
            { weight: 3, arbitrary: fc.record(shape, { requiredKeys: required }) },
            { weight: 1, arbitrary: fc.record(shape, { requiredKeys: [] }) },
          ),
          fc.dictionary(
            fc.constantFrom("__proto__", "constructor", "extra", "id", "userId", "totalAmount"),
            wrongType,
            { maxKeys: 2 },
          ),
        )
        .map(([own, extra]) => ({ ...extra, ...own }));
    }
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The value with one property, at the top or one level down, removed or made odd. */
function mutateOne(value: unknown): fc.Arbitrary<unknown> {
  if (!isObject(value) || Object.keys(value).length === 0) return fc.constant(value);
  return fc
    .tuple(fc.constantFrom(...Object.keys(value)), fc.oneof(fc.constant(undefined), wrongType, fuzzString))
    .chain(([key, odd]) =>
      (isObject(value[key]) ? fc.oneof(fc.constant(odd), mutateOne(value[key])) : fc.constant(odd)).map(
        (replacement) => {
          const copy = { ...value };
          if (replacement === undefined) delete copy[key];
          else copy[key] = replacement;
          return copy;
        },
      ),
    );
}

/** A body a real client could send, or that with one property removed or made odd. */
export const nearlyValid = (schema: Schema, doc: OpenApiDoc, ids: KnownIds) =>
  fromSchema(schema, doc, ids, "", 0, true).chain((valid) =>
    fc.oneof({ weight: 1, arbitrary: fc.constant(valid) }, { weight: 3, arbitrary: mutateOne(valid) }),
  );
