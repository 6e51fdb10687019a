/** A small API whose versions change a shared schema: what the changelog tests compare. */
/** A planets API at version `v`: `Planet` shared by four operations, each body in JSON and XML. */
export function planets(v: 1 | 2, extra: Record<string, unknown> = {}): unknown {
  const planet = { type: "object", required: ["id"], properties: { id: { type: "string" }, name: { type: "string" }, ...(v === 1 ? { mass: { type: "number" } } : { radius: { type: "integer" } }), size: { type: v === 1 ? "integer" : "string" } } };
  const ref = { $ref: "#/components/schemas/Planet" };
  const body = { content: { "application/json": { schema: ref }, "application/xml": { schema: ref } } };
  const one = { name: "planetId", in: "path", required: true, schema: { type: "string" } };
  const rename = { type: "object", properties: { name: { type: v === 1 ? "string" : "integer" } } };
  return {
    openapi: "3.1.0",
    info: { title: "Planets", version: `${v}.0` },
    paths: {
      "/planets": {
        get: { operationId: "listPlanets", responses: { "200": { description: "OK", content: { "application/json": { schema: { type: "array", items: ref } } } } } },
        post: { operationId: "createPlanet", requestBody: body, responses: { "201": { description: "Created", ...body } } },
      },
      "/planets/{planetId}": {
        parameters: [one],
        get: { operationId: "getPlanet", responses: { "200": { description: "OK", ...body } } },
        put: { operationId: "updatePlanet", requestBody: body, responses: { "200": { description: "OK", ...body } } },
        // A body of its own (no shared schema), in two media types: its change once, for its operation.
        patch: { operationId: "renamePlanet", requestBody: { content: { "application/json": { schema: rename }, "application/xml": { schema: rename } } }, responses: { "204": { description: "Renamed" } } },
      },
    },
    components: { schemas: { Planet: planet } },
    ...extra,
  };
}
