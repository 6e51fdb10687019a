/**
 * Guides: Markdown pages (`pages/**\/*.md`) beside the reference. YAML front matter gives the
 * page's `title`, sidebar `group` and `order`; the text is CommonMark with the same sanitizer
 * as a description's. Its first `# heading` is the title when the front matter gives none; each
 * `## heading` starts a section (an anchor, a sidebar entry, a search entry); fenced code is a
 * highlighted block with a copy button.
 */
import MarkdownIt from "markdown-it";
import { parseDocument } from "yaml";
import { html } from "../html.ts";
import { describeValue } from "../errors.ts";
import type { Node, RenderContext } from "../components/node.ts";
import { Page } from "../components/page.ts";
import { Section } from "../components/section.ts";
import { Markdown } from "../components/markdown.ts";
import { codeHead, codePre, type CodeBlock } from "../components/code-block.ts";
import { plainText } from "../text/plain-text.ts";

/** What a guide's front matter may say. */
export interface GuideMatter {
  readonly title?: string;
  readonly group?: string;
  /** Where the guide goes among the site's pages: lower first (see `GuidePage.order`). */
  readonly order?: number;
}

/** A guide's front matter or text is not what a guide may hold: the message names the line. */
export class GuideError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

const fenceLine = /^(`{3,}|~{3,})/;

/** The front matter (between `---` lines at the very start) and the text after it. */
function splitMatter(source: string): { matter: GuideMatter; body: string } {
  const lines = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n");
  if (lines[0]?.trimEnd() !== "---") return { matter: {}, body: lines.join("\n") };
  const close = lines.findIndex((line, i) => i > 0 && line.trimEnd() === "---");
  if (close === -1) throw new GuideError(1, "the front matter that starts here has no closing --- line");
  const yamlLines = lines.slice(1, close);
  const document = parseDocument(yamlLines.join("\n"), { prettyErrors: false });
  if (document.errors.length > 0) {
    const error = document.errors[0]!;
    throw new GuideError(1 + (error.linePos?.[0]?.line ?? 1), `the front matter is not YAML (${error.message.split("\n")[0]})`);
  }
  const value: unknown = document.toJS() ?? {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new GuideError(2, `expected the front matter to be keys such as title: and order:, got ${describeValue(value)}`);
  const fields = value as Record<string, unknown>;
  const lineOf = (key: string) => 2 + Math.max(0, yamlLines.findIndex((line) => line.startsWith(`${key}:`)));
  for (const key of Object.keys(fields)) if (!["title", "group", "order"].includes(key)) throw new GuideError(lineOf(key), `unknown front matter key ${JSON.stringify(key)}: a guide takes title, group and order`);
  for (const key of ["title", "group"] as const) {
    if (fields[key] !== undefined && (typeof fields[key] !== "string" || fields[key].trim() === "")) throw new GuideError(lineOf(key), `expected ${key} to be text, got ${describeValue(fields[key])}`);
  }
  if (fields.order !== undefined && (typeof fields.order !== "number" || !Number.isFinite(fields.order))) throw new GuideError(lineOf("order"), `expected order to be a number, got ${describeValue(fields.order)}`);
  // The text keeps its place: blank lines stand for the front matter, so that line numbers stay the file's.
  return { matter: fields as GuideMatter, body: [...lines.slice(0, close + 1).map(() => ""), ...lines.slice(close + 1)].join("\n") };
}

/** A fenced block of code, highlighted, with its copy button; in the twin, the same fence. */
function codeNode(code: string, lang: string, fence: string): Node {
  const block: CodeBlock = { code, lexer: lang || "text", title: lang || undefined, label: lang ? `${lang} code` : "code" };
  return {
    kind: "guide-code",
    render: (context: RenderContext) => html`<div class="rk-guide-code">${codeHead(block, context.config.text)}${codePre(block, context)}</div>`,
    markdown: () => `${fence}${lang}\n${code}${code.endsWith("\n") || code === "" ? "" : "\n"}${fence}`,
  };
}

const parser = new MarkdownIt({ html: true });

/** The nodes of a run of CommonMark: its prose as Markdown, each top-level fence as a code block. */
function textNodes(lines: readonly string[], tokens: readonly { type: string; map: [number, number] | null; info: string; content: string; markup: string; level: number }[], from: number, to: number): Node[] {
  const nodes: Node[] = [];
  let at = from;
  const prose = (end: number) => {
    const text = lines.slice(at, end).join("\n");
    if (text.trim() !== "") nodes.push(Markdown(text, { html: true }));
  };
  for (const token of tokens) {
    if (token.type !== "fence" || token.level !== 0 || token.map === null || token.map[0] < from || token.map[1] > to) continue;
    prose(token.map[0]);
    nodes.push(codeNode(token.content.replace(/\n$/, ""), token.info.trim().split(/\s+/)[0] ?? "", token.markup));
    at = token.map[1];
  }
  prose(to);
  return nodes;
}

/** Where a guide's `op:` links lead: an operationId's page and section, from the site's root (`repos.html#repos-get`). */
export type OperationTargets = ReadonlyMap<string, string>;

/** Where a guide's `model:` links lead: a named schema's page and section, from the site's root (`models/user.html#user`). */
export type ModelTargets = ReadonlyMap<string, string>;

const inlineLink = /\]\(\s*<?(op|model):([^\s)>]*)>?/g;
const definition = /^( {0,3}\[[^\]]+\]:\s*<?)(op|model):([^\s>]*)/;

/**
 * The guide's text with each `op:<operationId>` link and each `model:<schema name>` link (inline,
 * or a link definition) leading to that operation's or model's section, relative to the guide
 * (`prefix` leads back to the site's root); code is left as it is. A link to nothing is an error
 * naming its line.
 */
function linkOperations(body: string, targets: OperationTargets, prefix: string, models: ModelTargets = new Map()): string {
  let fence: string | undefined;
  const target = (kind: string, id: string, line: number) => {
    const href = kind === "model" ? models.get(id) : targets.get(id);
    if (href !== undefined) return `${prefix}${href}`;
    if (kind === "model") throw new GuideError(line, `the link model:${id} leads to no model: ${models.size === 0 ? "the site has no description's models" : "no schema of the description's components.schemas has that name"}`);
    throw new GuideError(line, `the link op:${id} leads to no operation: ${targets.size === 0 ? "the site has no description's operations" : "no operation of the description has that operationId"}`);
  };
  return body
    .split("\n")
    .map((line, i) => {
      const marker = fenceLine.exec(line.trimStart())?.[1];
      if (fence !== undefined) {
        if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        return line;
      }
      if (marker !== undefined) {
        fence = marker;
        return line;
      }
      if (!line.includes("op:") && !line.includes("model:")) return line;
      return line
        .replace(inlineLink, (whole, kind: string, id: string) => whole.replace(`${kind}:${id}`, target(kind, id, i + 1)))
        .replace(definition, (_, head: string, kind: string, id: string) => `${head}${target(kind, id, i + 1)}`);
    })
    .join("\n");
}

/** A guide: see the file's comment. */
export class GuidePage extends Page {
  readonly title: string;
  override readonly group: string | undefined;
  /** Where it goes among the site's pages: guides by `order`, then by file name; the reference's pages after those of order 0 or less. */
  readonly order: number;
  readonly #nodes: readonly Node[];

  /**
   * `source` is the file's text; `name` titles the guide when neither its front matter nor a
   * `# heading` does. Its `op:` links lead to `targets` and its `model:` links to `models`, from
   * `prefix` (see `linkOperations`).
   */
  constructor(source: string, name: string, targets: OperationTargets = new Map(), prefix = "", models: ModelTargets = new Map()) {
    super();
    const { matter, body: text } = splitMatter(source);
    const body = linkOperations(text, targets, prefix, models);
    const lines = body.split("\n");
    const tokens = parser.parse(body, {});
    const headings = tokens.flatMap((token, i) => (token.type === "heading_open" && token.level === 0 && token.map !== null ? [{ tag: token.tag, map: token.map, text: plainText(tokens[i + 1]!.content).trim() }] : []));
    const first = headings[0]?.tag === "h1" ? headings[0] : undefined;
    this.title = matter.title ?? (first?.text || name);
    this.group = matter.group;
    this.order = matter.order ?? 0;
    const sections = headings.filter((heading) => heading.tag === "h2");
    // Before the first section: the introduction, without the `# heading` that titles the page.
    const introStart = first === undefined ? 0 : first.map[1];
    const nodes: Node[] = textNodes(lines, tokens, introStart, sections[0]?.map[0] ?? lines.length);
    sections.forEach((heading, i) => {
      const end = sections[i + 1]?.map[0] ?? lines.length;
      nodes.push(Section(heading.text || "Section", {}, ...textNodes(lines, tokens, heading.map[1], end)));
    });
    this.#nodes = Object.freeze(nodes);
  }

  sections(): readonly Node[] {
    return this.#nodes;
  }
}
