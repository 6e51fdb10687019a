// Types of search.js, the search box (a test reads its badge table).
export declare const badges: Readonly<Record<string, string>>;
export declare function attach(input: HTMLInputElement): void;
