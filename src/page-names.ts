/**
 * Page file names: every page of a site (a tag's, a part of a split tag's, a hand-written page's)
 * takes its file name (`X` of `X.html` and `X.md`) from one `PageNames`, which gives each name
 * once. Two names are the same when a case-insensitive, normalization-insensitive file system
 * (macOS, Windows) would hold them as one file; refkit's own files and folders at a site's root,
 * and the device names Windows reserves, are never given; and a long name is cut, readably, with
 * a hash of the whole, so that no build fails on a file system's length limit.
 */
import { createHash } from "node:crypto";

/**
 * The names refkit's own files and folders take at a site's root: the only place they are
 * listed. The files are `X.html` (and `X.md`, `X.json`…); the folders hold refkit's files.
 * @example `${siteNames.allEndpoints}.html` // "all-endpoints.html"
 */
export const siteNames = {
  index: "index",
  notFound: "404",
  changelog: "changelog",
  allEndpoints: "all-endpoints",
  assets: "assets",
  versions: "v",
  llmsFull: "llms-full",
  /** Where an authorization server sends a reader back after signing in (with the console on). */
  signInReturn: "oauth2-redirect",
} as const;

/** The stylesheets a site links after refkit's own, in `assets/`: the theme's (`theme`), then the team's own (`stylesheet`). */
export const styleNames = { theme: "theme.css", team: "team.css" } as const;

/** Names a page at the root may not take: its `X.html` or `X.md` would be one of refkit's files. */
const reservedFiles: ReadonlySet<string> = new Set([siteNames.index, siteNames.notFound, siteNames.changelog, siteNames.allEndpoints, siteNames.signInReturn]);
/** Folders a page may not be in: refkit writes into them. (A page `assets.html` beside `assets/` is no clash.) */
const reservedFolders: ReadonlySet<string> = new Set([siteNames.assets, siteNames.versions, siteNames.llmsFull]);

/** The most bytes of UTF-8 one segment of a page's name takes: well within every file system's 255, with room for a folder around it. */
export const maxNameBytes = 100;

/** Windows' device names (COM0–9, LPT0–9 and their superscript forms included), which no file may be called, whatever its extension. */
const windowsDevice = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/;

/**
 * True for a name Windows cannot give a file or folder: a device name (`CON`, `nul`, `COM1`…),
 * alone or before an extension (`con.html`, `NUL.tar.gz`).
 * @example windowsReserved("Con") // true
 * @example windowsReserved("console") // false
 */
export function windowsReserved(name: string): boolean {
  return windowsDevice.test(name.split(".")[0]!.replace(/ +$/, "").toLowerCase());
}

/** `name` with `-2` after its stem when Windows cannot hold it (`con` → `con-2`, `nul.tar` → `nul-2.tar`), else as it is. */
function windowsSafe(name: string): string {
  if (!windowsReserved(name)) return name;
  const dot = name.indexOf(".");
  return dot < 0 ? `${name.trimEnd()}-2` : `${name.slice(0, dot).trimEnd()}-2${name.slice(dot)}`;
}

/**
 * Characters no page name keeps: those Windows refuses in a file name, control characters, and
 * those that would end or change a link's path (`?`, `#`, `%`). A hand-written page's file may
 * hold them on Linux; its page's name has `-` instead.
 */
const unsafeCharacters = /[<>:"|?*\\#%\x00-\x1f\x7f]/;

/** `segment` with each run of unsafe characters written `-` (none at either end: `faq?` → `faq`). */
function safeCharacters(segment: string): string {
  if (!unsafeCharacters.test(segment)) return segment;
  return segment.replace(new RegExp(`${unsafeCharacters.source}+`, "g"), "-").replace(/^-+|-+$/g, "") || "page";
}

/** One segment of a name as a file: safe characters, at most `maxNameBytes`, no Windows device. */
function segmentName(segment: string): string {
  return windowsSafe(capName(safeCharacters(segment)));
}

/**
 * What a name is on a file system that ignores case and compares Unicode normalized (APFS, NTFS):
 * two names with the same key are one file there.
 * @example nameKey("Café") === nameKey("CAFE\u0301") // true
 */
export function nameKey(name: string): string {
  // Upper case, then lower: "ı" and "I", "ſ" and "s", "K" (Kelvin) and "k" meet.
  return name.normalize("NFC").toUpperCase().toLowerCase().normalize("NFC");
}

/** A short hash of a name, the same on every machine and build. */
function nameHash(name: string): string {
  return createHash("sha256").update(name).digest("hex").slice(0, 8);
}

/**
 * The name itself when it fits in `max` bytes of UTF-8; otherwise its start, cut after a whole
 * word (at a `-`) when one ends in the second half, then `-` and a hash of the whole name: the
 * same name always gives the same result, two names that start alike give two.
 * @example capName("a".repeat(300)) // "aaa…a-1f3a…" (100 bytes)
 */
export function capName(name: string, max = maxNameBytes): string {
  if (Buffer.byteLength(name) <= max) return name;
  const suffix = `-${nameHash(name)}`;
  const room = max - suffix.length;
  let kept = "";
  let bytes = 0;
  // Whole code points only: a cut never splits a character.
  for (const char of name) {
    const size = Buffer.byteLength(char);
    if (bytes + size > room) break;
    kept += char;
    bytes += size;
  }
  const word = kept.lastIndexOf("-");
  if (word > kept.length / 2) kept = kept.slice(0, word);
  return `${kept.replace(/[-. ]+$/, "")}${suffix}`;
}

/**
 * Gives file names, each at most once. At a site's root (`root: true`, the default) refkit's own
 * names are never given; a name may be a path (`billing/invoices`) and then no folder of it is one
 * refkit writes into. A name that is taken, reserved or too long is changed as little as it can be:
 * cut (see `capName`), then numbered `-2`, `-3`… until it is free.
 * @example
 * const names = new PageNames();
 * ["Users", "users", "users-2", "index"].map((name) => names.take(name)) // ["Users", "users-2", "users-2-2", "index-2"]
 * // Told the names up front, `users-2` keeps its name:
 * const known = new PageNames({ expected: ["Users", "users", "users-2"] }); // gives "Users", "users-3", "users-2"
 */
export class PageNames {
  readonly #taken = new Set<string>();
  readonly #root: boolean;
  /** The names that will be asked for, as they are: a number is never one of them. */
  readonly #expected: ReadonlySet<string>;

  /**
   * `expected`: every name that will be asked for, when they are known up front. A name then keeps
   * its own file whatever else collides: tags `users`, `Users` and `Users 2` give `users`,
   * `users-3` and `users-2`, and adding a second `users` later moves no other page.
   */
  constructor(options: { readonly root?: boolean; readonly expected?: Iterable<string> } = {}) {
    this.#root = options.root ?? true;
    this.#expected = new Set([...(options.expected ?? [])].map((name) => nameKey(name.split("/").map(segmentName).join("/"))));
  }

  /** True when `name` (or a name the same on a case-insensitive file system) has been given. */
  has(name: string): boolean {
    return this.#taken.has(nameKey(name));
  }

  /**
   * Why `wanted` cannot be given as it is (asked before `take`), or `undefined` when it can.
   * @example new PageNames().why("index") // "index.html is refkit's own"
   */
  why(wanted: string): string | undefined {
    const segments = wanted.split("/");
    const leaf = segments.at(-1)!;
    if (segments.some((segment) => Buffer.byteLength(segment) > maxNameBytes)) return `a name longer than ${maxNameBytes} bytes is cut`;
    if (segments.some((segment) => windowsReserved(segment))) return "Windows cannot hold a file or folder of that name";
    if (segments.some((segment) => unsafeCharacters.test(segment))) return "a character Windows or a link cannot hold (<>:\"|?*\\#% or a control character) is written -";
    if (this.#root && segments.length === 1 && reservedFiles.has(nameKey(leaf))) return `${leaf}.html is refkit's own`;
    if (this.#root && segments.length > 1 && reservedFolders.has(nameKey(segments[0]!))) return `refkit writes its own files into ${segments[0]}/`;
    if (/[. ]$/.test(segments.slice(0, -1).join("/"))) return "Windows drops a folder name's last dots and spaces";
    if (this.has(wanted)) return "another page has that name on a file system that ignores case and Unicode normalization, as macOS and Windows do";
    return undefined;
  }

  /** A free name for `wanted`, which is from then on taken. */
  take(wanted: string): string {
    const segments = wanted.split("/").map(segmentName);
    const leaf = segments.pop()!;
    // A folder is shared by the pages in it: one of refkit's is renamed, never numbered apart; and
    // Windows drops a folder name's last dots and spaces.
    const folders = segments.map((folder, i) => (this.#root && i === 0 && reservedFolders.has(nameKey(folder)) ? `${folder}-2` : folder).replace(/[. ]+$/, (end) => `${end}-`));
    const at = folders.map((folder) => `${folder}/`).join("");
    for (let n = 1; ; n++) {
      const name = n === 1 ? leaf : `${leaf}-${n}`;
      const path = `${at}${name}`;
      if ((this.#root && folders.length === 0 && reservedFiles.has(nameKey(name))) || this.has(path)) continue;
      if (n > 1 && this.#expected.has(nameKey(path))) continue;
      this.#taken.add(nameKey(path));
      return path;
    }
  }
}
