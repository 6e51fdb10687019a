/**
 * A generated OpenAPI reference as large as the largest real ones: `operations` operations on
 * `operations / 100` tags (pages), each with a path parameter, a query parameter, a JSON body of
 * a few fields and a response. Every operation has a field name of its own (`note<n>`), so that a
 * search can aim at exactly one of them.
 */
const resources = ["account", "invoice", "payment", "customer", "order", "shipment", "product", "coupon", "refund", "dispute", "payout", "webhook", "report", "session", "token"];
const verbs = [
  ["get", "Retrieve"],
  ["post", "Create"],
  ["patch", "Update"],
  ["delete", "Delete"],
  ["put", "Replace"],
] as const;

export function largeReference(operations: number): Record<string, unknown> {
  const tags = Math.max(1, Math.round(operations / 100));
  const paths: Record<string, Record<string, unknown>> = {};
  for (let n = 0; n < operations; n++) {
    const resource = resources[n % resources.length]!;
    const group = Math.floor(n / verbs.length);
    const [method, verb] = verbs[n % verbs.length]!;
    const path = `/v1/${resource}s/{${resource}_id}/items${group}`;
    const tag = `Area ${n % tags}`;
    const body = method === "get" || method === "delete" ? {} : {
      requestBody: {
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                [`note${n}`]: { type: "string", description: `A note kept on the ${resource}.` },
                email: { type: "string", description: "Where receipts go." },
                amount: { type: "integer", description: "In the smallest unit of the currency." },
                metadata: { type: "object", properties: { reference: { type: "string" } } },
              },
            },
          },
        },
      },
    };
    (paths[path] ??= {})[method] = {
      summary: `${verb} ${resource} item ${group}`,
      operationId: `${method}${resource[0]!.toUpperCase()}${resource.slice(1)}Item${group}`,
      tags: [tag],
      description: `${verb}s one item of a ${resource}.`,
      parameters: [
        { name: `${resource}_id`, in: "path", required: true, schema: { type: "string" }, example: `${resource.slice(0, 3)}_123` },
        { name: "expand", in: "query", schema: { type: "string" }, description: "Related objects to include." },
      ],
      ...body,
      responses: { "200": { description: "OK", content: { "application/json": { schema: { type: "object", properties: { id: { type: "string" }, created: { type: "integer" } } } } } } },
    };
  }
  return { openapi: "3.1.0", info: { title: `Large reference (${operations} operations)`, version: "1" }, paths };
}
