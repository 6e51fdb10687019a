// refkit's "Copy as Markdown", loaded on the button's first click: the page's Markdown twin (the
// link beside the button) fetched from the site and put on the clipboard. Where that fails (no
// clipboard permission, the file unreachable) the button says so and the link still opens it.

export async function click(button) {
  const link = button.parentElement.querySelector("a.rk-page-md");
  const label = "Copy as Markdown";
  let said = "Copied";
  try {
    const response = await fetch(link.href);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    await navigator.clipboard.writeText(await response.text());
  } catch {
    said = "Could not copy: use View as Markdown";
  }
  button.textContent = said;
  setTimeout(() => { button.textContent = label; }, 2000);
}
