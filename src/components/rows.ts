/** Row checking shared by the table components: every key known, typed, and present if required. */
import { RefkitError, describeValue } from "../errors.ts";
import { isPlainObject } from "../values.ts";

/** How one key of a row is checked: returns an error text, or nothing when the value is fine. */
export interface KeyRule {
  readonly required: boolean;
  readonly expected: string;
  readonly test: (value: unknown) => boolean;
}

/**
 * Checks each row against `rules`, naming the component, the 1-based row (with its `labelKey`
 * value) and the key in any error. Returns the rows, frozen.
 */
export function checkRows<Row>(component: string, rows: unknown, rules: Readonly<Record<string, KeyRule>>, labelKey: string): readonly Row[] {
  if (!Array.isArray(rows)) throw new RefkitError({ component }, `expected an array of rows, got ${describeValue(rows)}`);
  return Object.freeze(
    rows.map((row: unknown, index) => {
      const at = { component, row: index + 1 };
      if (!isPlainObject(row)) throw new RefkitError(at, `expected an object with keys ${Object.keys(rules).join(", ")}, got ${describeValue(row)}`);
      const label = typeof row[labelKey] === "string" ? (row[labelKey] as string) : undefined;
      const where = (key: string) => ({ ...at, rowLabel: label, key });
      for (const key of Object.keys(row)) {
        if (!Object.hasOwn(rules, key)) throw new RefkitError(where(key), `unknown key; expected one of ${Object.keys(rules).join(", ")}`);
      }
      for (const [key, rule] of Object.entries(rules)) {
        const value = row[key];
        if (value === undefined) {
          if (rule.required) throw new RefkitError(where(key), `missing; expected ${rule.expected}`);
        } else if (!rule.test(value)) {
          throw new RefkitError(where(key), `expected ${rule.expected}, got ${describeValue(value)}`);
        }
      }
      return Object.freeze({ ...row }) as Row;
    }),
  );
}

/** A non-empty string. */
export const isText = (value: unknown): boolean => typeof value === "string" && value.trim() !== "";
