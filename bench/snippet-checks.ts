/**
 * The snippet benchmark's validity check: every snippet of every product goes through its
 * language's real parser or compiler, outside the timing, a few processes per language; a sample
 * of verdicts is then confirmed with the single-file command a developer would run.
 */
import { spawn } from "node:child_process";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";

/** A checker's verdicts: file → the first line of the complaint, for each invalid file. */
export type Verdicts = Map<string, string>;

/** How one language's files are checked. */
export interface Checker {
  /** What checks them, for the report. */
  readonly tool: string;
  /** Checks many files at once. */
  readonly batch: (files: readonly string[]) => Promise<Verdicts>;
  /** The single-file command that confirms a verdict: exit status 0 when the file is valid. */
  readonly cli: (file: string) => readonly [string, ...string[]];
  /**
   * For a language that needs a whole program: a peer's fragment (statements only) wrapped as a
   * reader must wrap it, or a reason it cannot be judged here.
   */
  readonly prepare?: (code: string) => { code: string } | { unchecked: string };
}

const parseJava = fileURLToPath(new URL("./ParseJava.java", import.meta.url));

/** Runs a command with `input` on stdin; resolves with its exit status and output. */
export function run(command: string, args: readonly string[], input = ""): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? "pipe" : "ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin?.end(input);
  });
}

/** Runs `tasks` with at most `limit` at a time. */
export async function pool<T>(tasks: readonly (() => Promise<T>)[], limit = cpus().length): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** A checker fed the file paths on stdin, one a line, printing `path<TAB>complaint` per invalid file. */
function stdinChecker(tool: string, command: string, args: readonly string[], cli: Checker["cli"]): Checker {
  return {
    tool,
    cli,
    batch: async (files) => {
      const verdicts: Verdicts = new Map();
      // A few processes, so that both cores work.
      const chunks = split(files, cpus().length);
      await pool(
        chunks.map((chunk) => async () => {
          const result = await run(command, args, `${chunk.join("\n")}\n`);
          if (result.code !== 0) throw new Error(`${tool} failed with exit code ${result.code}: ${result.stderr.slice(0, 500)}`);
          for (const line of result.stdout.split("\n").filter(Boolean)) {
            const tab = line.indexOf("\t");
            verdicts.set(tab < 0 ? line : line.slice(0, tab), tab < 0 ? "" : line.slice(tab + 1));
          }
        }),
      );
      return verdicts;
    },
  };
}

/** A checker run once per file (the tool takes one file at a time), several at once. */
function perFileChecker(tool: string, cli: Checker["cli"]): Checker {
  return {
    tool,
    cli,
    batch: async (files) => {
      const verdicts: Verdicts = new Map();
      await pool(
        files.map((file) => async () => {
          const [command, ...args] = cli(file);
          const result = await run(command, args);
          if (result.code !== 0) verdicts.set(file, firstComplaint(`${result.stdout}\n${result.stderr}`));
        }),
      );
      return verdicts;
    },
  };
}

/**
 * A compiler that takes many files and prefixes each complaint with the file's path
 * (`path:line:col: …` or `path(line,col): …`); `ignore` drops complaints that come from
 * compiling the files together rather than from one file.
 */
function manyFilesChecker(tool: string, args: (files: readonly string[]) => readonly [string, ...string[]], cli: Checker["cli"], ignore?: RegExp): Checker {
  return {
    tool,
    cli,
    batch: async (files) => {
      const verdicts: Verdicts = new Map();
      await pool(
        split(files, Math.max(cpus().length, Math.ceil(files.length / 100))).map((chunk) => async () => {
          const [command, ...rest] = args(chunk);
          const result = await run(command, rest);
          const known = new Set(chunk);
          let complaints = 0;
          for (const line of `${result.stdout}\n${result.stderr}`.split("\n")) {
            const match = /^(.+?)(?::\d+:\d+:|\(\d+,\d+\):) (?:error|fatal error)?:? ?(.*)$/.exec(line);
            if (!match || !known.has(match[1]!)) continue;
            complaints++;
            if (ignore?.test(line) || !/error|expected/i.test(line)) continue;
            if (!verdicts.has(match[1]!)) verdicts.set(match[1]!, match[2]!.trim());
          }
          if (result.code !== 0 && complaints === 0) throw new Error(`${tool} failed with no complaint about a file: ${result.stderr.slice(0, 500)}`);
        }),
      );
      return verdicts;
    },
  };
}

function split<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.max(1, Math.ceil(items.length / parts));
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

function firstComplaint(text: string): string {
  return (
    text
      .split("\n")
      .map((line) => line.trim())
      .find((line) => line && !/^(No syntax errors|Errors parsing)/.test(line)) ?? ""
  );
}

const shell = stdinChecker("sh -n", "sh", ["-c", 'while IFS= read -r f; do if ! err=$(sh -n "$f" 2>&1); then printf "%s\\t%s\\n" "$f" "$(printf "%s" "$err" | head -n 1)"; fi; done'], (file) => ["sh", "-n", file]);

// V8's module parser (what `node --check` uses for .mjs), one node process per chunk.
const javascript = stdinChecker(
  "node's module parser",
  process.execPath,
  [
    "--experimental-vm-modules",
    "--no-warnings",
    "-e",
    `const { readFileSync } = require("node:fs");
     const { SourceTextModule } = require("node:vm");
     for (const f of readFileSync(0, "utf8").split("\\n").filter(Boolean)) {
       try { new SourceTextModule(readFileSync(f, "utf8"), { identifier: f }); }
       catch (e) { process.stdout.write(f + "\\t" + String(e && e.message).split("\\n")[0] + "\\n"); }
     }`,
  ],
  (file) => [process.execPath, "--check", file],
);

// CPython's compiler on the file's bytes (what py_compile runs).
const python = stdinChecker(
  "python3 compile()",
  "/usr/bin/python3",
  [
    "-W",
    "ignore",
    "-c",
    [
      "import sys",
      "for f in sys.stdin.read().split('\\n'):",
      "    if not f: continue",
      "    try: compile(open(f, 'rb').read(), f, 'exec', dont_inherit=True)",
      "    except (SyntaxError, ValueError) as e: print(f + '\\t' + type(e).__name__ + ': ' + str(e).split(chr(10))[0])",
    ].join("\n"),
  ],
  (file) => ["/usr/bin/python3", "-m", "py_compile", file],
);

/** Wraps statements in a class and a main method, imports first, as a reader pastes a Java fragment. */
function wrapJava(code: string): { code: string } {
  if (/^\s*(public\s+)?(final\s+)?class\s+\w+/m.test(code)) return { code };
  const lines = code.split("\n");
  const imports = lines.filter((line) => /^import\s/.test(line));
  const body = lines.filter((line) => !/^import\s/.test(line));
  return { code: `${imports.join("\n")}\nclass Snippet {\n  public static void main(String[] args) throws Exception {\n${body.join("\n")}\n  }\n}\n` };
}

/** Wraps statements in a main function, after the headers they use, as a reader pastes a C fragment. */
function wrapC(code: string): { code: string } {
  if (/\bmain\s*\(/.test(code)) return { code };
  return { code: `#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <curl/curl.h>\n\nint main(void)\n{\n${code}\n  return 0;\n}\n` };
}

/** Per refkit client token: the checker of its language. */
export const checkers: Readonly<Record<string, Checker>> = {
  curl: shell,
  httpie: shell,
  wget: shell,
  javascript,
  axios: javascript,
  python,
  httpx: python,
  ruby: stdinChecker(
    "Ruby's compiler",
    "ruby",
    ["-W0", "-e", 'STDIN.each_line { |l| f = l.chomp; next if f.empty?; begin; RubyVM::InstructionSequence.compile_file(f); rescue SyntaxError => e; puts "#{f}\\t#{e.message.lines.first.to_s.strip}"; end }'],
    (file) => ["ruby", "-c", file],
  ),
  c: {
    ...manyFilesChecker("gcc -fsyntax-only", (files) => ["gcc", "-fsyntax-only", ...files], (file) => ["gcc", "-fsyntax-only", file]),
    prepare: wrapC,
  },
  go: manyFilesChecker("gofmt -e (Go's parser)", (files) => ["gofmt", "-e", "-l", ...files], (file) => ["gofmt", "-e", "-l", file]),
  java: {
    ...stdinChecker("javac's parser", "java", [parseJava], (file) => ["java", parseJava, file]),
    prepare: wrapJava,
  },
  csharp: {
    // Compiled together, the files' classes collide (CS0101); that complaint is not the file's.
    ...manyFilesChecker("mcs --parse (Mono, C# 7)", (files) => ["mcs", "--parse", ...files], (file) => ["mcs", "--parse", file], /CS0101|Location of the symbol/),
    prepare: (code) => (/^\s*((public|internal|static)\s+)*class\s+\w+/m.test(code) ? { code } : { unchecked: "statements without a class need C# 9 top-level statements; Debian's Mono compiler is C# 7" }),
  },
  elixir: stdinChecker(
    "Elixir's parser",
    "elixir",
    ["-e", 'for f <- IO.read(:stdio, :eof) |> String.split("\\n", trim: true) do case Code.string_to_quoted(File.read!(f)) do {:ok, _} -> :ok; {:error, {_, message, token}} -> IO.puts("#{f}\\t#{inspect(message)} #{token}") end end'],
    (file) => ["elixir", "-e", "Code.string_to_quoted!(File.read!(hd(System.argv())))", file],
  ),
  perl: perFileChecker("perl -c", (file) => ["perl", "-c", file]),
  // PHP's parser (token_get_all with TOKEN_PARSE throws what `php -l` reports), one process per chunk.
  php: stdinChecker(
    "PHP's parser",
    "php",
    ["-r", 'while (($f = fgets(STDIN)) !== false) { $f = rtrim($f, "\n"); if ($f === "") continue; try { token_get_all(file_get_contents($f), TOKEN_PARSE); } catch (ParseError $e) { echo $f, "\t", $e->getMessage(), "\n"; } }'],
    (file) => ["php", "-l", file],
  ),
  r: stdinChecker(
    "R's parser",
    "Rscript",
    ["-e", 'for (f in readLines(file("stdin"))) if (nzchar(f)) tryCatch(invisible(parse(file = f)), error = function(e) cat(f, "\\t", gsub("\\n", " ", conditionMessage(e)), "\\n", sep = ""))'],
    (file) => ["Rscript", "-e", "invisible(parse(file = commandArgs(TRUE)[1]))", file],
  ),
};
