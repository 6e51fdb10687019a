/**
 * An event example: what one operation of an event API does, as a snippet per client of its
 * protocol (connect, then send the message or print what arrives), behind the same tabs as a
 * request example, so that a reader's chosen language holds for both. The snippets do not depend
 * on the settings: they are written when the node is made, once.
 */
import { eventRequest, eventSnippets, type EventRequest, type EventRequestOptions } from "../event-clients/index.ts";
import type { Snippet } from "../snippets.ts";
import { exampleTabs, snippetsMarkdown } from "./example-tabs.ts";
import type { Html } from "../html.ts";
import type { Node, RenderContext } from "./node.ts";

/** An EventExample node also tells its checked request and its snippets, in tab order. */
export interface EventExampleNode extends Node {
  readonly kind: "event-example";
  readonly request: EventRequest;
  readonly snippets: readonly Snippet[];
}

/**
 * One event operation, declared once, shown as a snippet per client of its protocol.
 * @example
 * EventExample({ action: "send", protocol: "mqtt", host: "broker.example.com", channel: "lights/1/on", message: '{"on":true}' })
 */
export function EventExample(options: EventRequestOptions): EventExampleNode {
  const request = eventRequest(options);
  const snippets = Object.freeze(eventSnippets(request));
  return Object.freeze({
    kind: "event-example" as const,
    placement: "aside" as const,
    request,
    snippets,
    markdown: () => snippetsMarkdown(snippets),
    render: (context: RenderContext): Html => exampleTabs(snippets, context, context.config.text.messageExampleLanguage),
  });
}
