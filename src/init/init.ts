/**
 * `refkit init`: writes a new project's files into a folder, never over an existing file. Every
 * file is checked before the first is written, so a conflict writes nothing.
 */
import { existsSync, lstatSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { Config } from "../config/config.ts";
import { FileError } from "../errors.ts";
import { OpenApiError } from "../openapi/read/error.ts";
import { importOpenApi } from "../present/import.ts";
import { loadOpenApi } from "../openapi/read/load.ts";
import { refkitDependency, type RefkitDependency } from "./dependency.ts";
import { packageName, scaffold } from "./scaffold.ts";

/** What `init` was asked for. */
export interface InitOptions {
  /** The project folder; made when missing. */
  readonly dir: string;
  /** An OpenAPI document the project builds from, instead of an example page. */
  readonly openapi?: string | undefined;
  /**
   * Aborted to stop (its reason a signal's name): `init` then writes nothing, or removes what it
   * wrote, and rejects with an `InitInterrupted`.
   */
  readonly signal?: AbortSignal | undefined;
  /**
   * Told when `init` starts reading the description and when it is done, as `buildSite`'s
   * `onLoading`: nothing is written meanwhile, so a signal may end the process at once.
   */
  readonly onLoading?: ((loading: boolean) => void) | undefined;
  /** The dependency on refkit to write; by default, one that installs the refkit running (`refkitDependency`). */
  readonly dependency?: RefkitDependency | undefined;
}

/** What `init` wrote. */
export interface InitResult {
  readonly dir: string;
  /** Relative paths of the files written, in order. */
  readonly files: readonly string[];
  /** With `openapi`: how many operations the document has. */
  readonly operations?: number;
  /** The dependency on refkit that `package.json` got. */
  readonly dependency: RefkitDependency;
}

/** Thrown when the project cannot be made; names the file or folder, and nothing is left written. */
export class InitError extends FileError {
  override readonly name: string = "InitError";
}

/** Thrown when `init` is stopped by its signal: nothing it wrote is left. */
export class InitInterrupted extends InitError {
  override readonly name = "InitInterrupted";
  /** The signal's name, when the abort gave one. */
  readonly signal: string | undefined;
  constructor(dir: string, reason: unknown) {
    const signal = typeof reason === "string" ? reason : undefined;
    super(dir, `interrupted${signal ? ` by ${signal}` : ""}; nothing was left written`);
    this.signal = signal;
  }
}

/**
 * Scaffolds a refkit project in `dir`.
 * @example await init({ dir: "docs" }) // { dir: "/…/docs", files: ["package.json", …] }
 */
export async function init(options: InitOptions): Promise<InitResult> {
  const dir = resolve(options.dir);
  if (existsSync(dir) && !lstatSync(dir).isDirectory()) throw new InitError(dir, "expected a folder for the new project, got a file");
  let openapi: string | undefined;
  let operations: number | undefined;
  let firstOperation: { operationId: string; title: string } | undefined;
  let firstModel: string | undefined;
  if (options.openapi !== undefined) {
    const file = resolve(options.openapi);
    // A document that cannot be imported would make a project that cannot build: refuse it now.
    options.onLoading?.(true);
    try {
      const imported = importOpenApi(await loadOpenApi(file), { config: new Config() });
      operations = imported.operations;
      const named = imported.pages.flatMap((page) => page.operations ?? []).find((operation) => operation.operationId !== undefined && /^[^\s)>]+$/.test(operation.operationId));
      if (named !== undefined) firstOperation = { operationId: named.operationId!, title: named.title };
      firstModel = imported.pages.flatMap((page) => page.models ?? []).find((model) => /^[^\s)>]+$/.test(model.name))?.name;
    } catch (error) {
      if (error instanceof OpenApiError && !error.message.startsWith(file)) throw new InitError(file, error.message, { cause: error });
      throw error;
    } finally {
      options.onLoading?.(false);
    }
    openapi = relative(dir, file).split(sep).join("/");
  }
  const dependency = options.dependency ?? refkitDependency();
  const files = scaffold({ name: packageName(basename(dir)), refkit: dependency.spec, openapi, firstOperation, firstModel });
  const existing = [...files.keys()].filter((file) => existsSync(join(dir, file)));
  if (existing.length > 0) {
    throw new InitError(join(dir, existing[0]!), `already exists; refkit init never overwrites a file, so nothing was written${existing.length > 1 ? ` (also there: ${existing.slice(1).join(", ")})` : ""}`);
  }
  const written: string[] = [];
  const stopIfAborted = () => {
    if (options.signal?.aborted) throw new InitInterrupted(dir, options.signal.reason);
  };
  try {
    stopIfAborted();
    for (const [file, text] of files) {
      const path = join(dir, file);
      await mkdir(dirname(path), { recursive: true });
      // "wx": a file that appeared since the check is still never overwritten.
      await writeFile(path, text, { flag: "wx" });
      written.push(path);
      stopIfAborted();
    }
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    if (error instanceof InitInterrupted) throw error;
    throw new InitError(dir, `cannot write the new project (${(error as Error).message}); nothing was left written`, { cause: error });
  }
  return { dir, files: [...files.keys()], ...(operations === undefined ? {} : { operations }), dependency };
}
