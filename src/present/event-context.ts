/** What the sections of an AsyncAPI document share, made once per document. */
import type { EventChannel, EventMessage, EventModel } from "../asyncapi/read/model.ts";
import { OpenApiDocument, type JsonObject } from "../openapi/read/document.ts";
import { Schemas } from "../openapi/read/schema.ts";
import { en, type InterfaceStrings } from "../locale/index.ts";

/** What the sections of one document share: its model, and its schemas read once. */
export interface EventContext {
  readonly model: EventModel;
  readonly schemas: Schemas;
  readonly channels: ReadonlyMap<string, EventChannel>;
  readonly messages: ReadonlyMap<string, EventMessage>;
  /** The interface's strings the sections are written with. */
  readonly text: InterfaceStrings;
}

/** The context of a loaded document's sections. */
export function eventContext(model: EventModel, document: Record<string, unknown>, text: InterfaceStrings = en): EventContext {
  const schemas = new Schemas(new OpenApiDocument(document as JsonObject, "3.1"));
  schemas.text = text;
  return {
    model,
    text,
    schemas,
    channels: new Map(model.channels.map((channel) => [channel.id, channel])),
    messages: new Map(model.messages.map((message) => [message.id, message])),
  };
}

