// What the request console's parts share: making elements (every text set as text, never as
// HTML), labelled fields, and sessionStorage that fails quietly (a browser may refuse it).

export const session = {
  get: (key) => { try { return sessionStorage.getItem(key); } catch { return null; } },
  set: (key, value) => { try { sessionStorage.setItem(key, value); } catch {} },
  remove: (key) => { try { sessionStorage.removeItem(key); } catch {} },
};

export function el(name, attributes = {}, ...children) {
  const node = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === false || value === undefined) continue;
    if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  node.append(...children.filter((child) => child !== undefined));
  return node;
}

/** A labelled field; returns [row, control]. */
export function field(id, label, control, note) {
  control.id = id;
  const row = el("div", { class: "rk-console-field" }, el("label", { for: id, text: label }), control);
  if (note) {
    const noteId = `${id}-note`;
    row.append(el("p", { class: "rk-console-note", id: noteId, text: note }));
    control.setAttribute("aria-describedby", noteId);
  }
  return [row, control];
}

