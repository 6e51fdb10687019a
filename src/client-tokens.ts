/** The default clients' tokens: what every stage may name without reaching the clients themselves. */

/** The default client tokens, in tab order. */
export const defaultClientTokens = ["curl", "javascript", "ruby", "python"] as const;

/** A default client token. */
export type DefaultClientToken = (typeof defaultClientTokens)[number];
