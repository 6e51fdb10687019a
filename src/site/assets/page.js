// refkit's page header controls, loaded on the first click of one of them:
// - "Copy as Markdown": the page's Markdown twin (the link beside the button) fetched from the
//   site and put on the clipboard. Where that fails (no clipboard permission, the file
//   unreachable) the button says so and the link still opens it.
// - A versioned site's "API version" links: the chosen version's page, at the section the reader
//   is in when that section has a link of its own to that version (its "In other versions"
//   links), else the page the link names. Without JavaScript the links lead to the page.

import { text } from "./text.js";

async function copyPage(button) {
  const link = button.parentElement.querySelector("a.rk-page-md");
  const label = button.textContent;
  let said = text.copied;
  try {
    const response = await fetch(link.href);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    await navigator.clipboard.writeText(await response.text());
  } catch {
    said = text.copyFailed;
  }
  button.textContent = said;
  setTimeout(() => { button.textContent = label; }, 2000);
}

/** The section the reader is in: the one the address names, else the one the sidebar marks as in view. */
function currentSection() {
  const marked = document.querySelector('.rk-sidebar a[aria-current="location"]');
  const id = decodeURIComponent((location.hash || marked?.hash || "").slice(1));
  return id === "" ? null : document.getElementById(id)?.closest(".rk-section");
}

function switchVersion(link) {
  // The version shown: nothing to switch to.
  if (link.hasAttribute("aria-current")) {
    link.closest("details").open = false;
    return;
  }
  const label = link.firstChild.nodeValue.trim();
  const same = [...(currentSection()?.querySelectorAll(".rk-section-versions a") ?? [])].find((a) => a.textContent === label);
  location.href = (same ?? link).href;
}

export function click(target) {
  if (target.matches(".rk-copy-page")) copyPage(target);
  else switchVersion(target);
}
