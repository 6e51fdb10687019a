/**
 * Variants: a value that takes one of several shapes (`oneOf`/`anyOf`). Each variant is a named
 * set of fields; the markup is `<details>`, so every variant reads with JavaScript off and the
 * first one is open.
 */
import { RefkitError, describeValue } from "../errors.ts";
import { en, format, formatHtml, type InterfaceStrings } from "../locale/index.ts";
import { html, type Html } from "../html.ts";
import { jsonCode } from "../text/json-writer.ts";
import { cellMarkdown, fencedBlock, inlineCode, markdownText } from "../text/markdown-text.ts";
import { isPlainObject, toJsonValue } from "../values.ts";
import { codeHead, codePre } from "./code-block.ts";
import { isCell, renderProse } from "./cell.ts";
import type { RenderContext } from "./node.ts";
import type { Variants } from "../tables.ts";

export type { Variant, Variants } from "../tables.ts";


/**
 * Checks a variants declaration; `checkFields` checks each variant's fields, `component` names
 * where they are in errors.
 */
export function checkVariants<F>(value: unknown, component: string, checkFields: (fields: unknown, component: string) => void): Variants<F> {
  const where = { component, key: "variants" };
  if (!isPlainObject(value) || !Array.isArray(value.options) || value.options.length === 0) {
    throw new RefkitError(where, `expected { options: [{ title, fields }, …], discriminator? }, got ${describeValue(value)}`);
  }
  if (value.discriminator !== undefined && (typeof value.discriminator !== "string" || value.discriminator === "")) {
    throw new RefkitError({ ...where, key: "variants.discriminator" }, `expected a property name, got ${describeValue(value.discriminator)}`);
  }
  if (value.match !== undefined && value.match !== "one" && value.match !== "any") {
    throw new RefkitError({ ...where, key: "variants.match" }, `expected "one" or "any", got ${describeValue(value.match)}`);
  }
  value.options.forEach((option: unknown, i: number) => {
    const at = { component, key: `variants.options[${i}]` };
    if (!isPlainObject(option) || typeof option.title !== "string" || option.title.trim() === "") throw new RefkitError(at, `expected { title, fields } with a non-empty title, got ${describeValue(option)}`);
    if (option.value !== undefined && typeof option.value !== "string") throw new RefkitError({ ...at, key: `${at.key}.value` }, `expected a string, got ${describeValue(option.value)}`);
    if (option.fallback !== undefined && typeof option.fallback !== "boolean") throw new RefkitError({ ...at, key: `${at.key}.fallback` }, `expected true or false, got ${describeValue(option.fallback)}`);
    if (option.description !== undefined && !isCell(option.description)) throw new RefkitError({ ...at, key: `${at.key}.description` }, `expected a cell, got ${describeValue(option.description)}`);
    checkFields(option.fields ?? [], `${component} variant ${i + 1} (${JSON.stringify(option.title)})`);
    if (option.example !== undefined) toJsonValue(option.example, { component, key: `${at.key}.example` }, "value");
  });
  return value as unknown as Variants<F>;
}

/** A variant's example: a JSON block titled "Example", as the response is. */
function variantExample(title: string, example: unknown, context: RenderContext): Html {
  const json = jsonCode(toJsonValue(example, { component: "Variants", key: "example" }, "value"));
  const block = { code: json.text, html: json.html, lexer: "json", title: context.config.text.example, label: format(context.config.text.variantExampleLabel, { title }) };
  return html`<div class="rk-response rk-variant-example">${codeHead(block, context.config.text)}${codePre(block, context)}</div>`;
}

/** What the fallback variant says: when a value takes it. */
function fallbackText(discriminator: string | undefined, text: InterfaceStrings): string {
  return discriminator === undefined ? text.fallbackDefault : format(text.fallbackWhen, { name: inlineCode(discriminator) });
}

/** The same as HTML. */
function fallbackHtml(discriminator: string | undefined, text: InterfaceStrings): Html {
  return discriminator === undefined ? html`${text.fallbackDefault}` : formatHtml(text.fallbackWhen, { name: html`<code>${discriminator}</code>` });
}

/** The introduction to the variants: how many shapes, and what tells them apart, `name` writing the discriminator. */
function shapesIntro<T>(variants: Variants<unknown>, text: InterfaceStrings, name: (discriminator: string) => T): { readonly template: string; readonly values: { shapes: string; name?: T } } {
  const count = variants.options.length;
  const shapes = count === 1 ? text.oneShape : format(variants.match === "any" ? text.anyOfShapes : text.oneOfShapes, { count: String(count) });
  return variants.discriminator === undefined ? { template: text.shapesIntro, values: { shapes } } : { template: text.shapesIntroBy, values: { shapes, name: name(variants.discriminator) } };
}

/**
 * The variants as one line of Markdown, for a nested field's row: the shapes' titles, and the
 * one a value takes when its discriminator is missing or has another value.
 * @example variantsLine({ options: [{ title: "Card", fields: [] }, { title: "Other", fields: [], fallback: true }], discriminator: "method" }) // "One of: Card, Other. Other is used when `method` is missing or has another value."
 */
export function variantsLine<F>(variants: Variants<F>, text: InterfaceStrings = en): string {
  const line = format(markdownText(variants.match === "any" ? text.anyOfList : text.oneOfList), { list: variants.options.map((option) => markdownText(option.title)).join(text.listSeparator) });
  const fallback = variants.options.find((option) => option.fallback === true);
  return fallback === undefined ? line : `${line} ${format(markdownText(text.fallbackIs), { title: markdownText(fallback.title), when: fallbackText(variants.discriminator, text) })}`;
}

/**
 * The variants as Markdown: the introduction, then each variant's title (and discriminator value),
 * description, fields (`table` writes them) and example.
 */
export function variantsMarkdown<F>(variants: Variants<F>, table: (fields: readonly F[]) => string, text: InterfaceStrings = en): string {
  const { template, values } = shapesIntro(variants, text, inlineCode);
  const intro = format(markdownText(template), { shapes: markdownText(values.shapes), ...(values.name === undefined ? {} : { name: values.name }) });
  const blocks = variants.options.map((variant) => {
    const value = variant.value === undefined || variant.value === variant.title || variants.discriminator === undefined ? "" : ` (${inlineCode(`${variants.discriminator}: ${JSON.stringify(variant.value)}`)})`;
    const fallback = variant.fallback === true ? ` (${fallbackText(variants.discriminator, text)})` : "";
    const example = variant.example === undefined ? "" : `${format(markdownText(text.labelled), { label: markdownText(text.example), text: "" }).trimEnd()}\n\n${fencedBlock(jsonCode(toJsonValue(variant.example, { component: "Variants", key: "example" }, "value")).text, "json")}`;
    return [`**${markdownText(variant.title)}**${value}${fallback}`, variant.description === undefined ? "" : cellMarkdown(variant.description), variant.fields.length > 0 ? table(variant.fields) : "", example].filter((part) => part !== "").join("\n\n");
  });
  return [intro, ...blocks].join("\n\n");
}

/**
 * The variants block: an introduction naming the discriminator, then one `<details>` per
 * variant whose body `table` renders (the variant's field table).
 */
export function renderVariants<F>(variants: Variants<F>, context: RenderContext, table: (fields: readonly F[]) => Html): Html {
  const { text } = context.config;
  const { template, values } = shapesIntro(variants, text, (name) => html`<code>${name}</code>`);
  const intro = formatHtml(template, { shapes: html`${values.shapes}`, ...(values.name === undefined ? {} : { name: values.name }) });
  return html`<div class="rk-variants"><p class="rk-variants-intro">${intro}</p>${variants.options.map(
    (variant, i) =>
      html`<details class="rk-variant"${i === 0 ? " open" : ""}><summary><span class="rk-variant-title">${variant.title}</span>${
        variant.value === undefined || variant.value === variant.title || variants.discriminator === undefined
          ? ""
          : html` <code class="rk-variant-value">${variants.discriminator}: ${JSON.stringify(variant.value)}</code>`
      }${variant.fallback === true ? html` <span class="rk-variant-fallback">${fallbackHtml(variants.discriminator, text)}</span>` : ""}</summary>${variant.description === undefined ? "" : renderProse(variant.description, context, "rk-variant-description")}${
        variant.fields.length > 0 ? table(variant.fields) : variant.description === undefined ? html`<p class="rk-variant-empty">${text.noFields}</p>` : ""
      }${variant.example === undefined ? "" : variantExample(variant.title, variant.example, context)}</details>`,
  )}</div>`;
}
