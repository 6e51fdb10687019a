/** What the sections of an AsyncAPI document share, made once per document. */
import type { EventChannel, EventMessage, EventModel } from "../asyncapi/read/model.ts";
import { OpenApiDocument, type JsonObject } from "../openapi/read/document.ts";
import { Schemas } from "../openapi/read/schema.ts";

/** What the sections of one document share: its model, and its schemas read once. */
export interface EventContext {
  readonly model: EventModel;
  readonly schemas: Schemas;
  readonly channels: ReadonlyMap<string, EventChannel>;
  readonly messages: ReadonlyMap<string, EventMessage>;
}

/** The context of a loaded document's sections. */
export function eventContext(model: EventModel, document: Record<string, unknown>): EventContext {
  return {
    model,
    schemas: new Schemas(new OpenApiDocument(document as JsonObject, "3.1")),
    channels: new Map(model.channels.map((channel) => [channel.id, channel])),
    messages: new Map(model.messages.map((message) => [message.id, message])),
  };
}

