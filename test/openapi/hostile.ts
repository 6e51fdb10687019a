/**
 * Hostile descriptions for the growth and depth tests (issue 23): small documents whose schemas
 * double at every level of nesting, and chains of thousands of schemas each of which refers to
 * the next. A walk that reads each use of a schema afresh does 2^N work on the first kind; a
 * walk that recurses once per schema overflows the stack on the second.
 */

/** How each schema `S<i>` refers twice to `S<i+1>`. */
export const doublings = ["oneOf", "anyOf", "allOf", "items", "additionalProperties", "discriminator"] as const;
export type Doubling = (typeof doublings)[number];

/** How each schema `S<i>` refers once to `S<i+1>`. */
export const chains = ["properties", "items", "allOf", "oneOf", "anyOf", "additionalProperties"] as const;
export type Chain = (typeof chains)[number];

/** Where the document uses `S0`. */
export const placements = ["body and response", "body", "response", "parameter", "webhook", "callback"] as const;
export type Placement = (typeof placements)[number];

const ref = (i: number) => ({ $ref: `#/components/schemas/S${i}` });
const pair = (i: number) => ({ type: "object", properties: { p: ref(i), q: ref(i) } });

/** The last schema of every family: a plain object. */
const leaf = { type: "object", properties: { id: { type: "string" } } };

/**
 * Schema `S<i>` of a doubling family: each refers to `S<i+1>` at least twice.
 * @example doublingSchema("oneOf", 0) // { oneOf: [S1, S1, { type: "object", properties: { p: S1, q: S1 } }] }
 */
function doublingSchema(via: Doubling, i: number): Record<string, unknown> {
  const next = i + 1;
  switch (via) {
    case "oneOf":
    case "anyOf":
      return { [via]: [ref(next), ref(next), pair(next)] };
    case "allOf":
      return { allOf: [ref(next), ref(next), pair(next)] };
    case "items":
      // Two different ways to say "a list of S<i+1>", so that no two labels are the same.
      return { type: "array", items: { anyOf: [ref(next), { type: "array", items: ref(next) }, pair(next)] } };
    case "additionalProperties":
      return { type: "object", properties: { p: ref(next), q: ref(next) }, additionalProperties: { oneOf: [ref(next), pair(next)] } };
    case "discriminator":
      return {
        oneOf: [ref(next), ref(next), { ...pair(next), properties: { kind: { type: "string", const: "pair" }, p: ref(next), q: ref(next) } }],
        discriminator: { propertyName: "kind", mapping: { a: `#/components/schemas/S${next}`, b: `S${next}` } },
      };
  }
}

/** Schema `S<i>` of a chain: it refers to `S<i+1>` once. */
function chainSchema(via: Chain, i: number): Record<string, unknown> {
  const next = ref(i + 1);
  switch (via) {
    case "properties":
      return { type: "object", properties: { next } };
    case "items":
      return { type: "array", items: next };
    case "allOf":
      return { allOf: [next, { type: "object", properties: { [`f${i}`]: { type: "string" } } }] };
    case "oneOf":
    case "anyOf":
      return { [via]: [next, { type: "string" }] };
    case "additionalProperties":
      return { type: "object", additionalProperties: next };
  }
}

/**
 * `S0` … `S<n>`: each doubling its use of the next, the last a plain object.
 * @example Object.keys(doublingSchemas(2, "oneOf")) // ["S0", "S1", "S2"]
 */
export function doublingSchemas(n: number, via: Doubling): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) schemas[`S${i}`] = doublingSchema(via, i);
  schemas[`S${n}`] = leaf;
  return schemas;
}

/**
 * `S0` … `S<n>`: each refers to the next once, the last a plain object.
 * @example chainSchemas(20_000, "items").S0 // { type: "array", items: { $ref: "#/components/schemas/S1" } }
 */
export function chainSchemas(n: number, via: Chain): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) schemas[`S${i}`] = chainSchema(via, i);
  schemas[`S${n}`] = leaf;
  return schemas;
}

/**
 * An OpenAPI 3.1 document that uses `S0` of `schemas` at `where`: as the JSON body and the 200
 * response of `POST /x` (the document), one of them, a query parameter, a webhook's
 * payload, or a callback's payload and answer.
 * @example hostileDocument(doublingSchemas(16, "oneOf")) // 7 KB, 2^16 readings of S16 before the fix
 */
export function hostileDocument(schemas: Record<string, unknown>, where: Placement = "body and response"): Record<string, unknown> {
  const json = { content: { "application/json": { schema: ref(0) } } };
  const body = where === "body and response" || where === "body" ? { requestBody: json } : {};
  const response = where === "body and response" || where === "response" ? { description: "OK", ...json } : { description: "OK" };
  const parameter = where === "parameter" ? { parameters: [{ name: "filter", in: "query", required: true, schema: ref(0) }] } : {};
  const callback = where === "callback" ? { callbacks: { done: { "{$request.body#/url}": { post: { requestBody: json, responses: { "200": { description: "OK", ...json } } } } } } } : {};
  const webhooks = where === "webhook" ? { webhooks: { changed: { post: { operationId: "changed", requestBody: json, responses: { "200": { description: "OK" } } } } } } : {};
  return {
    openapi: "3.1.0",
    info: { title: "Hostile", version: "1" },
    paths: { "/x": { post: { operationId: "x", ...parameter, ...body, responses: { "200": response }, ...callback } } },
    ...webhooks,
    components: { schemas },
  };
}

/**
 * A document whose schema `V` is a `oneOf` of `k` references to one object `A` of `k` properties:
 * k² rows in `k` lines. The body (and 200 response) is `V` itself, or, given `rows`, an object `T`
 * of that many properties that are each a `V`.
 * @example wideVariantsDocument(1000) // 60 KB; a million rows if every variant listed its fields
 */
export function wideVariantsDocument(k: number, rows?: number): Record<string, unknown> {
  const named = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const A = { type: "object", properties: Object.fromEntries(Array.from({ length: k }, (_, i) => [`a${i}`, { type: "string" }])) };
  const V = { oneOf: Array.from({ length: k }, () => named("A")) };
  const T = { type: "object", properties: Object.fromEntries(Array.from({ length: rows ?? 0 }, (_, i) => [`t${i}`, named("V")])) };
  const json = { content: { "application/json": { schema: named(rows === undefined ? "V" : "T") } } };
  return {
    openapi: "3.1.0",
    info: { title: "Wide variants", version: "1" },
    paths: { "/x": { post: { operationId: "x", requestBody: json, responses: { "200": { description: "OK", ...json } } } } },
    components: { schemas: { A, V, ...(rows === undefined ? {} : { T }) } },
  };
}
