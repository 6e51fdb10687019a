/**
 * The shipped locales' tables. Each is typed as `InterfaceStrings`, so a key added to the
 * English table without its translations fails to compile.
 */
import { en, type InterfaceStrings } from "./strings.ts";

const de: InterfaceStrings = {
  search: "Suche",
  searchPlaceholder: "Suchen (Taste /)",
  searchResults: "Suchergebnisse",
  menu: "Menü",
  reference: "Referenz",
  darkTheme: "Dunkles Design",
  downloadDescription: "OpenAPI-Beschreibung herunterladen",
  previous: "Zurück",
  next: "Weiter",
  pagerLabel: "Vorherige und nächste Seite",
  copyMarkdown: "Als Markdown kopieren",
  viewMarkdown: "Als Markdown ansehen",
};

const fr: InterfaceStrings = {
  search: "Rechercher",
  searchPlaceholder: "Rechercher (touche /)",
  searchResults: "Résultats de la recherche",
  menu: "Menu",
  reference: "Référence",
  darkTheme: "Thème sombre",
  downloadDescription: "Télécharger la description OpenAPI",
  previous: "Précédent",
  next: "Suivant",
  pagerLabel: "Pages précédente et suivante",
  copyMarkdown: "Copier en Markdown",
  viewMarkdown: "Afficher en Markdown",
};

const es: InterfaceStrings = {
  search: "Buscar",
  searchPlaceholder: "Buscar (pulsa /)",
  searchResults: "Resultados de la búsqueda",
  menu: "Menú",
  reference: "Referencia",
  darkTheme: "Tema oscuro",
  downloadDescription: "Descargar la descripción OpenAPI",
  previous: "Anterior",
  next: "Siguiente",
  pagerLabel: "Páginas anterior y siguiente",
  copyMarkdown: "Copiar como Markdown",
  viewMarkdown: "Ver como Markdown",
};

const ptBR: InterfaceStrings = {
  search: "Pesquisar",
  searchPlaceholder: "Pesquisar (tecle /)",
  searchResults: "Resultados da pesquisa",
  menu: "Menu",
  reference: "Referência",
  darkTheme: "Tema escuro",
  downloadDescription: "Baixar a descrição OpenAPI",
  previous: "Anterior",
  next: "Próxima",
  pagerLabel: "Páginas anterior e próxima",
  copyMarkdown: "Copiar como Markdown",
  viewMarkdown: "Ver como Markdown",
};

const ja: InterfaceStrings = {
  search: "検索",
  searchPlaceholder: "検索（/ キー）",
  searchResults: "検索結果",
  menu: "メニュー",
  reference: "リファレンス",
  darkTheme: "ダークテーマ",
  downloadDescription: "OpenAPI 定義をダウンロード",
  previous: "前へ",
  next: "次へ",
  pagerLabel: "前のページと次のページ",
  copyMarkdown: "Markdown としてコピー",
  viewMarkdown: "Markdown で表示",
};

const zhCN: InterfaceStrings = {
  search: "搜索",
  searchPlaceholder: "搜索（按 /）",
  searchResults: "搜索结果",
  menu: "菜单",
  reference: "参考",
  darkTheme: "深色主题",
  downloadDescription: "下载 OpenAPI 描述",
  previous: "上一页",
  next: "下一页",
  pagerLabel: "上一页和下一页",
  copyMarkdown: "复制为 Markdown",
  viewMarkdown: "以 Markdown 查看",
};

const ko: InterfaceStrings = {
  search: "검색",
  searchPlaceholder: "검색 (/ 키)",
  searchResults: "검색 결과",
  menu: "메뉴",
  reference: "레퍼런스",
  darkTheme: "어두운 테마",
  downloadDescription: "OpenAPI 명세 다운로드",
  previous: "이전",
  next: "다음",
  pagerLabel: "이전 페이지와 다음 페이지",
  copyMarkdown: "Markdown으로 복사",
  viewMarkdown: "Markdown으로 보기",
};

const ar: InterfaceStrings = {
  search: "بحث",
  searchPlaceholder: "ابحث (اضغط /)",
  searchResults: "نتائج البحث",
  menu: "القائمة",
  reference: "المرجع",
  darkTheme: "السمة الداكنة",
  downloadDescription: "تنزيل وصف OpenAPI",
  previous: "السابق",
  next: "التالي",
  pagerLabel: "الصفحتان السابقة والتالية",
  copyMarkdown: "نسخ بتنسيق Markdown",
  viewMarkdown: "عرض بتنسيق Markdown",
};

/** The shipped tables, by BCP 47 tag. */
export const shippedTables: Readonly<Record<string, InterfaceStrings>> = Object.freeze({ en, de, fr, es, "pt-BR": ptBR, ja, "zh-CN": zhCN, ko, ar });
