/**
 * What one MCP answer may hold. Over stdio a JSON-RPC message is one line, and the SDK's reader
 * drops the whole session when a line passes 10 MiB: an operation's Markdown (an example of
 * megabytes, a schema of thousands of fields) is therefore sent in parts, each saying where the
 * next one starts.
 */

/**
 * The most characters of an operation's Markdown one answer holds: about 25,000 tokens for an
 * agent's context, and at most 600 KB on the wire (a character JSON-escapes to 6 bytes at worst).
 */
export const partLength = 100_000;

/**
 * The most bytes one answer may take as a JSON-RPC line, envelope included: far under the 10 MiB
 * the SDK's stdio reader (`STDIO_DEFAULT_MAX_BUFFER_SIZE`) accepts, with room for what follows it.
 */
export const maxAnswerBytes = 1024 * 1024;

/** A part of a text: `text` is the characters from `from` (included) to `to` (excluded) of `total`. */
export interface Part {
  readonly text: string;
  readonly from: number;
  readonly to: number;
  readonly total: number;
}

/**
 * The part of `text` that starts at offset `from`: at most `length` characters, cut after a line
 * when one ends in the part's second half, and never between the two halves of a surrogate pair,
 * so that the parts, joined in order, are the text.
 * @example partOf("a\nb\nc", 0, 3) // { text: "a\n", from: 0, to: 2, total: 5 }
 */
export function partOf(text: string, from: number, length = partLength): Part {
  const total = text.length;
  let to = Math.min(total, from + length);
  if (to < total) {
    const line = text.lastIndexOf("\n", to - 1);
    if (line + 1 > from + length / 2) to = line + 1;
    else if (isHighSurrogate(text.charCodeAt(to - 1)) && to - 1 > from) to -= 1;
  }
  return { text: text.slice(from, to), from, to, total };
}

/**
 * What an answer that holds a part of an operation's Markdown says about it: what it holds, and
 * the call that gets the rest; undefined when the part is the whole.
 * @example partNotice("getBig", partOf(markdown, 0)) // "Cut: this answer holds characters 0 to 99871 …"
 */
export function partNotice(id: string, part: Part): string | undefined {
  if (part.from === 0 && part.to === part.total) return undefined;
  const holds = `this answer holds characters ${part.from} to ${part.to} (the end excluded) of the ${part.total} of this operation's Markdown`;
  if (part.to === part.total) return `End: ${holds}, its last part.`;
  return `Cut: ${holds} (one answer holds at most ${partLength} characters). The rest starts at offset ${part.to}: call get_operation with ${JSON.stringify({ id, offset: part.to })}.`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
