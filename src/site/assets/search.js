// The search box: a combobox whose listbox shows the sections the query finds. Loaded by
// refkit.js the first time the box is focused; reads the index written under assets/search/.
// Nothing typed leaves the page: the query is never put into a URL or stored.
import { openIndex, search } from "./search-query.js";
import { format, text } from "./text.js";

const indexUrl = new URL("search/index.json", import.meta.url);
const siteRoot = new URL("../", import.meta.url);

/**
 * Badge classes by verb, as the pages' badges have them (literal strings, never built): the
 * same table as `badgeClasses` in src/components/endpoint.ts, which a test holds them to.
 */
export const badges = Object.freeze({
  GET: "rk-badge rk-badge-success",
  POST: "rk-badge rk-badge-primary",
  PUT: "rk-badge rk-badge-warning",
  PATCH: "rk-badge rk-badge-warning",
  DELETE: "rk-badge rk-badge-error",
  SEND: "rk-badge rk-badge-primary",
  RECEIVE: "rk-badge rk-badge-success",
});

async function loadJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return response.json();
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The option of one result: its badge, title, where it is (its group, or its page when that is not
 * the title) and path, and the address of its section.
 * An option holds no link: a listbox's options are its only controls (the box moves through them).
 */
function option(result, id) {
  const item = element("li", "rk-search-option");
  item.id = id;
  item.setAttribute("role", "option");
  item.setAttribute("aria-selected", "false");
  item.dataset.href = new URL(`${result.slug}.html#${result.id}`, siteRoot).href;
  if (result.method) {
    const verb = result.method.toUpperCase();
    item.append(element("span", badges[verb] || "rk-badge rk-badge-neutral", verb), " ");
  }
  item.append(element("span", "rk-search-title", result.title));
  if (result.deprecated) item.append(element("span", "rk-visually-hidden", " (deprecated)"));
  // A generic title ("Create", "List") says what it is by where it is.
  const where = result.group ?? result.page;
  if (where && where !== result.title) item.append(" ", element("span", "rk-search-page", where));
  if (result.path) item.append(" ", element("code", "rk-path", result.path));
  item.title = result.path ? `${result.title} — ${result.path} (${where})` : `${result.title} (${where})`;
  return item;
}

/**
 * Makes `input` (role combobox) search the site into its listbox; `status` tells what was found.
 * @param {HTMLInputElement} input
 */
export function attach(input) {
  const box = input.closest(".rk-search");
  const list = box.querySelector("[role=listbox]");
  const status = box.querySelector(".rk-search-status");
  let index;
  let asked = 0;
  let active = -1;
  let timer;
  const options = () => [...list.children];

  function open(on) {
    list.hidden = !on;
    input.setAttribute("aria-expanded", String(on));
    if (!on) move(-1);
  }
  function move(to) {
    const items = options();
    if (items[active]) items[active].setAttribute("aria-selected", "false");
    active = to;
    const item = items[active];
    if (!item) return input.removeAttribute("aria-activedescendant");
    item.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", item.id);
    item.scrollIntoView({ block: "nearest" });
  }
  function say(text) {
    status.textContent = text;
  }
  async function run() {
    const query = input.value;
    const mine = ++asked;
    if (query.trim() === "") {
      list.replaceChildren();
      open(false);
      say("");
      return;
    }
    try {
      index ??= await openIndex(indexUrl, loadJson);
      const { total, results } = await search(index, query);
      if (mine !== asked) return;
      list.replaceChildren(...results.map((result, i) => option(result, `${list.id}-${i}`)));
      active = -1;
      open(results.length > 0);
      const count = String(total);
      say(total === 0 ? text.noResults : total > results.length ? format(text.someResults, { shown: String(results.length), total: count }) : format(new Intl.PluralRules(document.documentElement.lang).select(total) === "one" ? text.resultOne : text.resultOther, { count }));
    } catch (error) {
      if (mine !== asked) return;
      index = undefined;
      list.replaceChildren();
      open(false);
      say(format(text.searchUnavailable, { error: error.message }));
    }
  }
  function go(item) {
    if (!item) return;
    open(false);
    // On a phone the sidebar is open over the page: it closes, as when a link of it is followed.
    document.querySelector('.rk-menu[aria-expanded="true"]')?.click();
    location.assign(item.dataset.href);
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(run, 60);
  });
  input.addEventListener("keydown", (event) => {
    const count = options().length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (list.hidden && count > 0) open(true);
      if (count > 0) move(event.key === "ArrowDown" ? (active + 1) % count : (active - 1 + count) % count);
    } else if (event.key === "Enter") {
      if (count === 0 || list.hidden) return;
      event.preventDefault();
      go(options()[Math.max(active, 0)]);
    } else if (event.key === "Escape") {
      // With nothing left to close or clear, Esc is the page's (it closes the phone's menu).
      if (list.hidden && input.value === "") return;
      event.preventDefault();
      // A search still typed or in flight must not open the list again once Esc closed it.
      clearTimeout(timer);
      asked++;
      if (!list.hidden) open(false);
      else {
        input.value = "";
        run();
      }
    }
  });
  // A click on a result must not blur the box first (the list would close under the pointer).
  list.addEventListener("mousedown", (event) => event.preventDefault());
  list.addEventListener("click", (event) => {
    const item = event.target.closest("[role=option]");
    if (!item || event.button !== 0) return;
    event.preventDefault();
    go(item);
  });
  input.addEventListener("blur", () => open(false));
  input.addEventListener("focus", () => {
    if (options().length > 0) open(true);
  });
  if (input.value.trim() !== "") run();
}
