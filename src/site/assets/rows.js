// refkit's table rows, loaded on the first click of a row's link or of an expand button: the
// link of a field or error row copied (and put in the address bar, without a jump), and the
// nested field rows deeper than two levels shown and hidden, one branch or the whole table.

import { text } from "./text.js";

let status;

/** Says `text` to assistive technology (and shows it beside the link for a moment). */
function say(link, text) {
  if (!status) {
    status = document.createElement("p");
    status.className = "rk-visually-hidden";
    status.setAttribute("role", "status");
    document.body.append(status);
  }
  status.textContent = text;
  link.dataset.rkCopied = text;
  setTimeout(() => delete link.dataset.rkCopied, 2000);
}

async function copyLink(link) {
  history.replaceState(history.state, "", link.hash);
  try {
    await navigator.clipboard.writeText(link.href);
    say(link, text.linkCopied);
  } catch {
    say(link, text.linkInAddress);
  }
}

// A field row's depth: its class rk-depth-1 … rk-depth-4 (4 stands for every deeper level).
const depth = (row) => Number(/rk-depth-(\d)/.exec(row.className)?.[1] ?? 0);

function expandAll(button) {
  const open = button.getAttribute("aria-expanded") !== "true";
  const table = button.closest(".rk-table-tools").nextElementSibling;
  // This table's rows and buttons only: a variant's table inside it keeps its own state.
  for (const row of table.querySelectorAll(":scope > tbody > tr.rk-field")) {
    row.classList.toggle("rk-shown", open);
    row.querySelector(":scope > td > .rk-expand")?.setAttribute("aria-expanded", open);
  }
  button.setAttribute("aria-expanded", open);
  button.textContent = open ? text.collapseAll : text.expandAll;
}

/** Shows the rows one level below `button`'s row, or hides every row below it. */
function expand(button) {
  const row = button.closest("tr");
  const level = depth(row);
  const open = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", open);
  for (let next = row.nextElementSibling; next && (depth(next) > level || next.classList.contains("rk-variants-row")); next = next.nextElementSibling) {
    if (!next.classList.contains("rk-field")) continue;
    if (!open) {
      next.classList.remove("rk-shown");
      next.querySelector(".rk-expand")?.setAttribute("aria-expanded", "false");
    } else if (depth(next) === level + 1) next.classList.add("rk-shown");
  }
}

/** Handles a click on a row's link or an expand button. */
export function click(target) {
  if (target.matches(".rk-row-link")) copyLink(target);
  else if (target.matches(".rk-expand-all")) expandAll(target);
  else expand(target);
}
