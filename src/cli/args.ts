/** The command line read against the table in commands.ts, with "did you mean" for typos. */
import { parseArgs } from "node:util";
import { commands, globalOptions, type CommandName, type CommandSpec } from "./commands.ts";
import { suggest } from "./suggest.ts";

/** What the command line asks for. */
export type CommandLine =
  | { readonly kind: "help"; readonly command: CommandName | undefined }
  | { readonly kind: "version" }
  | { readonly kind: "run"; readonly command: CommandName; readonly options: Readonly<Record<string, string | true | readonly string[]>>; readonly positionals: readonly string[] }
  | { readonly kind: "error"; readonly message: string; readonly command: CommandName | undefined };

const everyOption = Object.fromEntries([
  ...Object.values(commands as Record<string, CommandSpec>).flatMap((spec) => Object.entries(spec.options).map(([name, option]) => [name, { type: option.value === undefined ? ("boolean" as const) : ("string" as const) }])),
  ...Object.entries(globalOptions).map(([name, { short }]) => [name, { type: "boolean" as const, short }]),
]);

const isCommand = (name: string): name is CommandName => Object.hasOwn(commands, name);

/**
 * Reads `argv` (without the node and script paths).
 * @example parseCommandLine(["biuld"]) // { kind: "error", message: 'unknown command "biuld". Did you mean "build"?' }
 */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  const { tokens } = parseArgs({ args: [...argv], options: everyOption, allowPositionals: true, strict: false, tokens: true });
  const positionals = tokens.filter((token) => token.kind === "positional").map((token) => token.value);
  const [first, ...rest] = positionals;
  const command = first !== undefined && isCommand(first) ? first : undefined;
  const flags = tokens.filter((token) => token.kind === "option");
  if (flags.some((token) => token.name === "help")) return { kind: "help", command };
  if (flags.some((token) => token.name === "version")) return { kind: "version" };
  if (first === undefined) return { kind: "error", message: "expected a command", command };
  if (command === undefined) return { kind: "error", message: `unknown command ${JSON.stringify(first)}${didYouMean(first, Object.keys(commands))}`, command };

  const spec: CommandSpec = commands[command];
  const options: Record<string, string | true | string[]> = {};
  for (const token of flags) {
    const written = token.rawName;
    if (!Object.hasOwn(spec.options, token.name)) {
      const names = [...Object.keys(spec.options), ...Object.keys(globalOptions)];
      return { kind: "error", message: `unknown option ${written} for refkit ${command}${didYouMean(token.name, names, "--")}`, command };
    }
    const { value } = spec.options[token.name]!;
    if (value === undefined) {
      if (token.value !== undefined) return { kind: "error", message: `option ${written} takes no value`, command };
      options[token.name] = true;
      continue;
    }
    if (token.value === undefined || token.value === "") return { kind: "error", message: `option ${written} needs a value (${written} <${value}>)`, command };
    if (spec.options[token.name]!.multiple) {
      const list = options[token.name];
      options[token.name] = Array.isArray(list) ? [...list, token.value] : [token.value];
    } else options[token.name] = token.value;
  }
  if (rest.length > spec.positionals.length) {
    return { kind: "error", message: `unexpected argument ${JSON.stringify(rest[spec.positionals.length])} for refkit ${command}`, command };
  }
  return { kind: "run", command, options, positionals: rest };
}

function didYouMean(word: string, candidates: readonly string[], prefix = ""): string {
  const near = suggest(word.replace(/^-+/, ""), candidates);
  return near === undefined ? "" : `. Did you mean "${prefix}${near}"?`;
}
