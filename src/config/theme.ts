/**
 * The team's look: an accent colour for each colour scheme and the fonts, checked when they are
 * set and written as the stylesheet `assets/theme.css`, which every page links after refkit's own.
 * An accent is the colour of links and focus rings on the page's background, so it must read as
 * text does there: 4.5:1 at least (WCAG AA). A colour the team chose that does not is refused,
 * with the nearest that does; a dark scheme's accent the team did not choose is made from the
 * light one, lightened until it reads.
 */
import { RefkitError, describeValue } from "../errors.ts";
import { isPlainObject } from "../values.ts";

/** The team's look, as set on `Config.theme`. */
export interface Theme {
  /** The accent of the light scheme: a CSS colour (`#0b6bcb`, `rgb(11 107 203)`, `hsl(210 90% 42%)`). */
  readonly accent: string;
  /** The accent of the dark scheme; made from `accent` when left out. */
  readonly accentDark?: string;
  /** The text's font: a CSS font-family list (`"Inter", system-ui, sans-serif`). */
  readonly font?: string;
  /** The code's font: a CSS font-family list. */
  readonly monoFont?: string;
}

/** A theme checked: both accents decided, as `#rrggbb`. */
export interface SettledTheme {
  readonly accent: string;
  readonly accentDark: string;
  readonly font?: string;
  readonly monoFont?: string;
}

/** The backgrounds an accent is read on (layout.css's `--rk-bg`), and the contrast text needs there. */
export const themeBackgrounds = Object.freeze({ light: "#ffffff", dark: "#0d1117" });
export const minimumContrast = 4.5;

type Rgb = readonly [number, number, number];

/** The red, green and blue (0–255) of a CSS colour written in hex, `rgb()` or `hsl()`; `undefined` for anything else. */
export function parseColour(text: string): Rgb | undefined {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join("") : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const call = /^(rgb|hsl)\(\s*([^)]*)\)$/.exec(value);
  if (!call) return undefined;
  const parts = call[2]!.split(/\s*,\s*|\s+/).filter(Boolean);
  if (parts.length !== 3) return undefined;
  const number = (part: string, percentOf: number, max: number) => {
    const match = /^(\d+(?:\.\d+)?)(%|deg)?$/.exec(part);
    if (!match) return undefined;
    const n = match[2] === "%" ? (Number(match[1]) / 100) * percentOf : Number(match[1]);
    return n <= max ? n : undefined;
  };
  if (call[1] === "rgb") {
    const rgb = parts.map((part) => number(part, 255, 255));
    return rgb.every((n) => n !== undefined) ? (rgb.map((n) => Math.round(n!)) as unknown as Rgb) : undefined;
  }
  const [h, s, l] = [number(parts[0]!.replace(/deg$/, ""), 360, 360), number(parts[1]!, 1, 1), number(parts[2]!, 1, 1)];
  if (h === undefined || s === undefined || l === undefined || !parts[1]!.endsWith("%") || !parts[2]!.endsWith("%")) return undefined;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** A colour as `#rrggbb`. */
function hex(rgb: Rgb): string {
  return `#${rgb.map((n) => n.toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG's relative luminance of a colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((n) => {
    const c = n / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour nearest `rgb` that reads on `background`: mixed toward black (on a light background)
 * or white (on a dark one) in small steps until it reaches `minimumContrast`.
 */
export function readableOn(rgb: Rgb, background: Rgb): Rgb {
  const toward = luminance(background) > 0.5 ? 0 : 255;
  for (let step = 0; step <= 100; step++) {
    const mixed = rgb.map((n) => Math.round(n + ((toward - n) * step) / 100)) as unknown as Rgb;
    if (contrast(mixed, background) >= minimumContrast) return mixed;
  }
  return [toward, toward, toward];
}

/** A font-family list that can go into a stylesheet as it is: names, quoted names and commas, nothing else. */
const fontList = /^\s*(?:"[\w .-]+"|'[\w .-]+'|[\w-]+(?: [\w-]+)*)(?:\s*,\s*(?:"[\w .-]+"|'[\w .-]+'|[\w-]+(?: [\w-]+)*))*\s*$/;

/**
 * Checks a theme and decides both accents; a colour it cannot read, or one that does not reach
 * 4.5:1 on its scheme's background, is refused, naming the nearest colour that does.
 * @example checkTheme({ accent: "#0b6bcb" }) // { accent: "#0b6bcb", accentDark: "#4d9ae6"… }
 */
export function checkTheme(value: unknown): SettledTheme {
  const where = (key: string) => ({ component: "Config", key: `theme.${key}` });
  if (!isPlainObject(value)) throw new RefkitError({ component: "Config", key: "theme" }, `expected { accent, accentDark?, font?, monoFont? } or null, got ${describeValue(value)}`);
  for (const key of Object.keys(value)) if (!["accent", "accentDark", "font", "monoFont"].includes(key)) throw new RefkitError(where(key), `expected one of accent, accentDark, font and monoFont, got the key ${JSON.stringify(key)}`);
  const colour = (key: "accent" | "accentDark", scheme: "light" | "dark"): Rgb => {
    const given = value[key];
    const rgb = typeof given === "string" ? parseColour(given) : undefined;
    if (rgb === undefined) throw new RefkitError(where(key), `expected a CSS colour written as #rgb, #rrggbb, rgb(r g b) or hsl(h s% l%), got ${describeValue(given)}`);
    const background = parseColour(themeBackgrounds[scheme])!;
    const ratio = contrast(rgb, background);
    if (ratio < minimumContrast) {
      throw new RefkitError(
        where(key),
        `expected a colour that reads as text on the ${scheme} scheme's background (${themeBackgrounds[scheme]}) at ${minimumContrast}:1 at least, got ${describeValue(given)} at ${ratio.toFixed(2)}:1: the nearest that does is ${hex(readableOn(rgb, background))}`,
      );
    }
    return rgb;
  };
  const accent = colour("accent", "light");
  // Not chosen: the light accent, lightened until it reads on the dark background.
  const accentDark = value.accentDark === undefined ? readableOn(accent, parseColour(themeBackgrounds.dark)!) : colour("accentDark", "dark");
  const font = (key: "font" | "monoFont") => {
    const given = value[key];
    if (given === undefined) return {};
    if (typeof given !== "string" || !fontList.test(given)) throw new RefkitError(where(key), `expected a CSS font-family list such as '"Inter", system-ui, sans-serif' (names, quoted names and commas), got ${describeValue(given)}`);
    return { [key]: given.trim() };
  };
  return Object.freeze({ accent: hex(accent), accentDark: hex(accentDark), ...font("font"), ...font("monoFont") });
}

/**
 * The stylesheet of a theme (`assets/theme.css`): refkit's custom properties set again, the dark
 * accent wherever refkit's stylesheet sets its own (the system's dark scheme, and the toggle's).
 */
export function themeCss(theme: SettledTheme): string {
  const fonts = `${theme.font === undefined ? "" : ` --rk-font: ${theme.font};`}${theme.monoFont === undefined ? "" : ` --rk-mono: ${theme.monoFont};`}`;
  return `/* The team's look (refkit.config.ts: theme), after refkit.css. */
:root {${fonts} --rk-accent: ${theme.accent}; }
@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) { --rk-accent: ${theme.accentDark}; }
}
:root[data-theme="dark"] { --rk-accent: ${theme.accentDark}; }
`;
}
