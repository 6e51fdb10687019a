/**
 * The names of HTML's elements (current and obsolete, with the foreign roots `svg` and `math`),
 * lower case: what a tag in a description may mean as HTML. Any other tag (`<limit>`,
 * `<accountName>`) is a placeholder its author meant as text.
 */
export const htmlElements: ReadonlySet<string> = new Set(
  (
    "a abbr acronym address applet area article aside audio b base basefont bdi bdo big blink blockquote body br button canvas caption center cite code col " +
    "colgroup data datalist dd del details dfn dialog dir div dl dt em embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head " +
    "header hgroup hr html i iframe img input ins kbd label legend li link listing main map mark marquee math menu meta meter nav nobr noembed noframes " +
    "noscript object ol optgroup option output p param picture plaintext pre progress q rp rt ruby s samp script search section select slot small source span " +
    "strike strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr xmp"
  ).split(" "),
);
