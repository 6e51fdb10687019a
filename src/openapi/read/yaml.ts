/**
 * YAML text read in two steps with the `yaml` library's own stages: its parser gives the syntax
 * tree without recursion, whose nesting is checked before the composer (which recurses, and on
 * thousands of levels can take the whole process down) builds the value.
 */
import { Composer, LineCounter, Parser, type CST } from "yaml";

/** A YAML text that is not one document within the nesting limit; the message has the line and column. */
export class YamlTextError extends Error {
  override readonly name = "YamlTextError";
}

type Collection = CST.BlockMap | CST.BlockSequence | CST.FlowCollection;

function isCollection(token: CST.Token): token is Collection {
  return token.type === "block-map" || token.type === "block-seq" || token.type === "flow-collection";
}

/** The first collection nested deeper than `limit` in the syntax tree, walked without recursion. */
function tooDeep(tokens: readonly CST.Token[], limit: number): CST.Token | undefined {
  const stack: [CST.Token, number][] = tokens.map((token) => [token, 0]);
  while (stack.length > 0) {
    const [token, depth] = stack.pop()!;
    if (token.type === "document") {
      if (token.value) stack.push([token.value, depth]);
      continue;
    }
    if (!isCollection(token)) continue;
    if (depth === limit) return token;
    for (const item of token.items as { key?: CST.Token | null; value?: CST.Token | null }[]) {
      if (item.key) stack.push([item.key, depth + 1]);
      if (item.value) stack.push([item.value, depth + 1]);
    }
  }
  return undefined;
}

/**
 * Parses one YAML 1.2 document (core schema, so dates stay strings; merge keys allowed) whose
 * collections nest at most `limit` levels. Throws a `YamlTextError` otherwise, or for a syntax
 * error or a second document.
 * @example parseYamlText("openapi: 3.1.0\n", 1000) // { openapi: "3.1.0" }
 */
export function parseYamlText(text: string, limit: number): unknown {
  const lines = new LineCounter();
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return `at line ${line}, column ${col}`;
  };
  const tokens = [...new Parser(lines.addNewLine).parse(text)];
  const deep = tooDeep(tokens, limit);
  if (deep) throw new YamlTextError(`nested deeper than ${limit} levels ${at(deep.offset)}`);
  const documents = [...new Composer({ version: "1.2", schema: "core", merge: true }).compose(tokens, true, text.length)];
  if (documents.length > 1) throw new YamlTextError(`expected one document, got a second one ${at(documents[1]!.range[0])}`);
  const [document] = documents;
  const error = document!.errors[0];
  if (error) throw new YamlTextError(`${error.message.split("\n")[0]} ${at(error.pos[0])}`);
  return document!.toJS({ maxAliasCount: 10_000 });
}
