/**
 * The shipped locales' tables, one file each in `tables/`. Each is typed as `InterfaceStrings`, so
 * a key added to the English table without its translations fails to compile.
 */
import { en, type InterfaceStrings } from "./strings.ts";
import { de } from "./tables/de.ts";
import { fr } from "./tables/fr.ts";
import { es } from "./tables/es.ts";
import { ptBR } from "./tables/pt-BR.ts";
import { ja } from "./tables/ja.ts";
import { zhCN } from "./tables/zh-CN.ts";
import { ko } from "./tables/ko.ts";
import { ar } from "./tables/ar.ts";

/** The shipped tables, by BCP 47 tag. */
export const shippedTables: Readonly<Record<string, InterfaceStrings>> = Object.freeze({ en, de, fr, es, "pt-BR": ptBR, ja, "zh-CN": zhCN, ko, ar });
