// refkit's reader script: tabs, the sticky language choice, copy buttons, the theme toggle, and
// the search box's shortcuts, the phone's menu and the section in view. What fewer readers use
// is a module loaded on first use: search (when the box is first focused), the request console
// (the first click of a "Try it" button), table rows (the first click of a row's link or an
// expand button).
// Loaded in <head> without defer, so the remembered language and theme apply before the first
// paint. The build minifies it (the page's budget is 2 KB gzipped).
(() => {
  const KEY = "refkit:lang";
  const THEME = "refkit:theme";
  const root = document.documentElement;
  const here = document.currentScript.src;
  const store = {
    get: (k) => { try { return localStorage.getItem(k); } catch { return null; } },
    set: (k, v) => { try { localStorage.setItem(k, v); } catch {} },
  };
  // On a host site's pages (Starlight, Docusaurus): HOST is set when the script is minified (minify.ts).
  const host = typeof HOST != "undefined" && HOST;
  let fromLink = new URLSearchParams(location.search).get("lang");
  const preferred = fromLink || store.get(KEY);
  // Modules load over HTTP only: from file:// the page stays as it reads without them.
  const lazyOk = location.protocol != "file:";
  const mark = () => {
    root.classList.add("rk-js");
    if (lazyOk) root.classList.add("rk-lazy");
  };
  mark();
  if (host) {
    // A host site's head manager (Docusaurus's) may run the script again, and rewrite the
    // document's classes on each page: the first run stays, and puts its marks back.
    if (document.rkReader) return;
    document.rkReader = new MutationObserver(() => root.classList.contains("rk-js") || mark());
    document.rkReader.observe(root, { attributeFilter: ["class"] });
  }
  if (preferred) root.dataset.rkPref = preferred;
  const theme = store.get(THEME);
  // On a host site the host's theme rules.
  if (!host && (theme === "dark" || theme === "light")) root.dataset.theme = theme;

  const tabsOf = (example) => [...example.querySelectorAll(":scope>.rk-tablist>[role=tab]")];
  function select(example, lang, focus) {
    const tabs = tabsOf(example);
    const chosen = tabs.find((t) => t.dataset.rkLang === lang) || tabs[0];
    for (const tab of tabs) {
      const on = tab === chosen;
      tab.setAttribute("aria-selected", on);
      tab.tabIndex = on ? 0 : -1;
      document.getElementById(tab.getAttribute("aria-controls")).hidden = !on;
    }
    example.dataset.rkReady = "";
    if (focus) chosen.focus();
  }
  function applyAll(lang) {
    root.dataset.rkPref = lang;
    for (const example of document.querySelectorAll(".rk-example[data-rk-langs]")) {
      if (example.dataset.rkLangs.split(" ").includes(lang)) select(example, lang);
    }
  }
  function choose(tab, focus) {
    const before = tab.getBoundingClientRect().top;
    const lang = tab.dataset.rkLang;
    store.set(KEY, lang);
    applyAll(lang);
    select(tab.closest(".rk-example"), lang, focus);
    scrollBy(0, tab.getBoundingClientRect().top - before);
  }
  // An arrow steps to the tab beside (right to left, the next one is on the left), round the
  // ends; Home and End (±99) go to the first and the last.
  const keys = { ArrowRight: 1, ArrowLeft: -1, Home: -99, End: 99 };
  function onKey(event) {
    const tab = event.target.closest("[role=tab]");
    const step = keys[event.key];
    if (!tab || !step) return;
    const tabs = tabsOf(tab.closest(".rk-example"));
    const n = tabs.length;
    const next = step % 99 ? (tabs.indexOf(tab) + n + (root.dir == "rtl" ? -step : step)) % n : step < 0 ? 0 : n - 1;
    event.preventDefault();
    choose(tabs[next], true);
  }
  async function copy(button) {
    const pre = button.closest(".rk-panel,.rk-example,.rk-response,.rk-code-wrap").querySelector("pre");
    const label = button.getAttribute("aria-label");
    // In the page's language, which its root names (on a host site's page, refkit's part does).
    const shown = button.textContent;
    let said = (host ? button.closest(".rk-embed") : root).dataset.rkCopied;
    try {
      await navigator.clipboard.writeText(pre.textContent);
    } catch {
      said = (host ? button.closest(".rk-embed") : root).dataset.rkCopyManually;
      getSelection().selectAllChildren(pre);
    }
    button.textContent = said;
    button.setAttribute("aria-label", said);
    setTimeout(() => { button.textContent = shown; button.setAttribute("aria-label", label); }, 2000);
  }
  const isDark = () => (root.dataset.theme || (matchMedia("(prefers-color-scheme:dark)").matches ? "dark" : "light")) === "dark";
  const showTheme = (button) => button.setAttribute("aria-pressed", isDark());
  function toggleTheme(button) {
    store.set(THEME, (root.dataset.theme = isDark() ? "light" : "dark"));
    showTheme(button);
  }
  // A table too wide for the screen scrolls inside itself: make it focusable then, so a
  // keyboard can scroll it too (and only then, to add no useless tab stops).
  function focusableIfScrolling() {
    for (const table of document.querySelectorAll(".rk-table")) {
      if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
      else table.removeAttribute("tabindex");
    }
  }
  // The phone's menu: the sidebar over the page, closed by Esc or by following one of its links.
  function menu(open) {
    const button = document.querySelector(".rk-menu");
    if (!button) return;
    document.getElementById("rk-nav").classList.toggle("rk-open", open);
    button.setAttribute("aria-expanded", open);
  }
  // The section in view (its top in the upper third of the window, or the last one once the
  // page is scrolled to its end) is marked in the sidebar.
  function markSections() {
    const links = new Map([...document.querySelectorAll('.rk-sidebar a[href^="#"]')].map((a) => [decodeURIComponent(a.hash.slice(1)), a]));
    let marked;
    const mark = (link) => {
      if (!link || link === marked) return;
      marked?.removeAttribute("aria-current");
      (marked = link).setAttribute("aria-current", "location");
    };
    const atEnd = () => innerHeight + scrollY >= root.scrollHeight - 2 && mark([...links.values()].pop());
    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) mark(links.get(entry.target.id));
      atEnd();
    }, { rootMargin: "0px 0px -66%" });
    for (const id of links.keys()) { const section = document.getElementById(id); if (section) seen.observe(section); }
    if (links.size) addEventListener("scroll", atEnd, { passive: true });
  }
  const modules = {};
  // A module that failed to load is tried again at the next use.
  const load = (name) => (modules[name] ??= import(new URL(name, here)).catch((error) => { delete modules[name]; throw error; }));
  // What a click on these loads, and hands the element to.
  const lazy = { ".rk-try": "console.js", ".rk-row-link,.rk-expand": "rows.js", ".rk-copy-page,.rk-version a": "page.js" };
  let searching;
  // Ctrl+K, ⌘K, or "/" outside a text field: to the search box.
  function shortcut(event) {
    const slash = event.key === "/" && !event.target.closest("input,textarea,select,[contenteditable]");
    const input = document.querySelector(".rk-search-input");
    if (!input || !(slash || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k"))) return;
    event.preventDefault();
    input.focus();
    input.select();
  }
  // What a page's content needs: its tabs on the remembered language, its copy buttons announced.
  // A host site that swaps its pages without loading them (Docusaurus) says "rk:page" after each.
  function page() {
    const examples = [...document.querySelectorAll(".rk-example[data-rk-langs]")].map((e) => [e, e.dataset.rkLangs.split(" ")]);
    // A ?lang= link becomes the remembered choice only when it names a language of this site. In a
    // host site, later pages start from the last choice, and the link counts for the first.
    let lang = host ? root.dataset.rkPref : preferred;
    if (fromLink) {
      if (examples.some(([, langs]) => langs.includes(fromLink))) store.set(KEY, fromLink);
      else lang = store.get(KEY);
      if (host) fromLink = null;
    }
    if (lang) root.dataset.rkPref = lang;
    for (const [example, langs] of examples) select(example, langs.includes(lang) ? lang : langs[0]);
    for (const button of document.querySelectorAll(".rk-copy")) button.setAttribute("aria-live", "polite");
    focusableIfScrolling();
  }
  function init() {
    for (const button of document.querySelectorAll(".rk-theme-toggle")) showTheme(button);
    page();
    if (host) document.addEventListener("rk:page", page);
    // The sidebar opens with the current page's entry in view: the sidebar (its offset parent; none
    // while hidden, on a phone) scrolls, never the page.
    const here = document.querySelector(".rk-sidebar [aria-current=page]");
    const nav = here?.offsetParent;
    if (nav) nav.scrollTop = here.offsetTop - innerHeight / 3;
    document.addEventListener("click", (event) => {
      const tab = event.target.closest(".rk-example>.rk-tablist>[role=tab]");
      if (tab) { event.preventDefault(); choose(tab, false); }
      const button = event.target.closest(".rk-copy");
      if (button) copy(button);
      const toggle = event.target.closest(".rk-theme-toggle");
      if (toggle) toggleTheme(toggle);
      const menuButton = event.target.closest(".rk-menu");
      if (menuButton) menu(menuButton.getAttribute("aria-expanded") !== "true");
      else if (event.target.closest(".rk-sidebar a")) menu(false);
      // A link clicked with Ctrl, ⌘ or Shift keeps the browser's meaning (a row's link in a new tab).
      for (const selector in lazy) {
        const target = lazyOk && event.target.closest(selector);
        if (target && !(target.href && (event.ctrlKey || event.metaKey || event.shiftKey))) { event.preventDefault(); load(lazy[selector]).then((module) => module.click(target)); }
      }
    });
    document.addEventListener("keydown", (event) => {
      onKey(event);
      shortcut(event);
      if (event.key === "Escape" && !event.defaultPrevented && document.querySelector(".rk-sidebar.rk-open")) { menu(false); document.querySelector(".rk-menu").focus(); }
    });
    markSections();
    document.addEventListener("focusin", (event) => { if (!searching && event.target.matches(".rk-search-input")) searching = load("search.js").then((module) => module.attach(event.target), () => { searching = null; }); });
    addEventListener("storage", (event) => { if (event.key === KEY && event.newValue) applyAll(event.newValue); });
    addEventListener("resize", focusableIfScrolling);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
