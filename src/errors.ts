/**
 * Errors for bad declarations. The message always names where the problem is (component, row,
 * key) and what was expected, so an author can fix it without reading refkit's source:
 *
 *   FieldTable row 2 ("email"), key "required": expected true or false, got "yes"
 *   Config, key "apiBaseUrl": expected an absolute http or https URL …
 */

/** Where in a declaration a problem was found. */
export interface ErrorLocation {
  /** The component or value being declared: `FieldTable`, `RequestExample`, `Config`, … */
  readonly component: string;
  /** 1-based row number in a table declaration. */
  readonly row?: number;
  /** A short label for the row, such as the field's name. */
  readonly rowLabel?: string;
  /** The option or key, possibly a dotted path such as `body.metadata.note`. */
  readonly key?: string;
}

/** Thrown when a declaration or a configuration value is invalid. */
export class RefkitError extends Error {
  override readonly name = "RefkitError";
  readonly component: string;
  readonly row: number | undefined;
  readonly rowLabel: string | undefined;
  readonly key: string | undefined;
  /** The problem alone, without the location prefix. */
  readonly problem: string;

  constructor(location: ErrorLocation, problem: string) {
    super(`${formatLocation(location)}: ${problem}`);
    this.component = location.component;
    this.row = location.row;
    this.rowLabel = location.rowLabel;
    this.key = location.key;
    this.problem = problem;
  }
}

function formatLocation({ component, row, rowLabel, key }: ErrorLocation): string {
  let where = component;
  if (row !== undefined) where += ` row ${row}${rowLabel ? ` (${JSON.stringify(rowLabel)})` : ""}`;
  if (key !== undefined) where += `, key ${JSON.stringify(key)}`;
  return where;
}

/**
 * A short, readable rendering of a bad value for an error message.
 * @example describeValue(42) // "42"; describeValue(() => 1) // "a function"
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (typeof value === "function") return "a function";
  if (typeof value === "bigint") return `a BigInt (${value}n)`;
  if (typeof value === "symbol") return "a symbol";
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return "an array";
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return `an instance of ${proto?.constructor?.name ?? "a class"}`;
  return "an object";
}

/** A failure that belongs to a file (a page module, the output folder): the message starts with its path. */
export class FileError extends Error {
  constructor(
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}: ${message}`, options);
  }
}
