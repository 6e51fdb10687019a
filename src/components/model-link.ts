/**
 * A link to a model's page (a named schema of a description, see `Field.model`), as HTML and as
 * Markdown: where the page's context knows the model's page, the text links to it; elsewhere it
 * is the text alone.
 */
import { html, type Html } from "../html.ts";
import type { RenderContext } from "./node.ts";

/** `text` linked to model `name`'s page, when the context knows it. */
export function modelLink(context: RenderContext, name: string, text: string): Html {
  const place = context.model?.(name);
  return place === undefined ? html`${text}` : html`<a class="rk-model-link" href="${`${place.page}.html#${place.id}`}">${text}</a>`;
}

/** The same in Markdown: `text` (Markdown already) linked to the model's twin, when the context knows it. */
export function modelLinkMarkdown(context: RenderContext | undefined, name: string, text: string): string {
  const place = context?.model?.(name);
  return place === undefined ? text : `[${text}](${place.page}.md#${place.id})`;
}
