/**
 * `x-codeSamples` as extra tabs: one custom client per language, which the document offers as its
 * sample clients (settled after the user's), whose template returns the sample written for the
 * request's operation. Only the operations that have a sample list its tab.
 */
import type { ApiClient } from "../clients/types.ts";
import type { ApiRequest } from "../request.ts";
import { sampleLexer, sampleToken } from "../openapi/read/code-samples.ts";

/** A sample client of one import: its sources per request. */
interface SampleClient {
  readonly label: string;
  readonly lexer: string;
  /** Sources by `"METHOD /path"`, the request example's method and declared path. */
  readonly sources: Map<string, string>;
  readonly template: (request: ApiRequest) => string;
}

/** The samples of one import, gathered per operation, and the clients that show them. */
export class CodeSamples {
  /** Whether a token is a client's the user or the command line chose (the defaults included): the samples leave it alone. */
  readonly #taken: (token: string) => boolean;
  readonly #clients = new Map<string, SampleClient>();
  readonly #warn: (message: string) => void;
  /** Tokens by lang for this import, so each language has one token. */
  readonly #tokens = new Map<string, string>();
  readonly #any: boolean;

  /**
   * `taken`: whether a token is a chosen client's; `inDocument`: whether any operation of the
   * document has samples (known before the first is added).
   */
  constructor(taken: (token: string) => boolean, inDocument: boolean, warn: (message: string) => void) {
    this.#taken = taken;
    this.#warn = warn;
    this.#any = inDocument;
  }

  /** True when the document has samples: then every example lists its tabs. */
  get any(): boolean {
    return this.#any;
  }

  /** Gives each language of an operation's samples its client, ready for `clients`. */
  declare(samples: readonly { lang: string; label: string }[]): void {
    for (const sample of samples) this.#tokenFor(sample.lang, sample.label);
  }

  /** Files an operation's samples under its request key; returns their tokens in order. */
  add(samples: readonly { lang: string; label: string; source: string }[], key: string, pointer: string): string[] {
    const tokens: string[] = [];
    for (const sample of samples) {
      const token = this.#tokenFor(sample.lang, sample.label);
      const client = this.#clients.get(token)!;
      if (tokens.includes(token)) {
        this.#warn(`${pointer}: a second ${sample.lang} code sample: only the first is shown`);
        continue;
      }
      if (client.sources.has(key) && client.sources.get(key) !== sample.source) this.#warn(`${pointer}: another operation's ${sample.lang} sample has the same request (${key}): this one replaces it`);
      client.sources.set(key, sample.source);
      tokens.push(token);
    }
    return tokens;
  }

  #tokenFor(lang: string, label: string): string {
    const known = this.#tokens.get(lang.toLowerCase());
    if (known) return known;
    const base = sampleToken(lang);
    // A token of a client the user chose is left to that client; two languages whose tokens
    // collide ("C++" and "cpp") share a client only when their lexers agree.
    const taken = (t: string) => this.#taken(t) || (this.#clients.has(t) && this.#clients.get(t)!.lexer !== sampleLexer(lang));
    let token = base;
    for (let n = 2; taken(token); n++) token = `${base}-${n}`;
    if (!this.#clients.has(token)) {
      const sources = new Map<string, string>();
      const template = (request: ApiRequest) => sources.get(`${request.method} ${request.path}`) ?? `No ${label} sample for ${request.method} ${request.path}.\n`;
      this.#clients.set(token, { label, lexer: sampleLexer(lang), sources, template });
    }
    this.#tokens.set(lang.toLowerCase(), token);
    return token;
  }

  /** The sample clients, by token in the order their languages were met: what the document offers to settle. */
  clients(): Readonly<Record<string, ApiClient>> {
    return Object.freeze(Object.fromEntries([...this.#clients].map(([token, sample]) => [token, Object.freeze({ label: sample.label, lexer: sample.lexer, template: sample.template })])));
  }

  /** True for the token of one of the sample clients. */
  owns(token: string): boolean {
    return this.#clients.has(token);
  }
}
