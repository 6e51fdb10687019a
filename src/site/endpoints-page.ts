/** The "All endpoints" document of a site, written with its sidebar and assets. */
import type { Settings } from "../config/settings.ts";
import { renderResolved, type DocumentOptions } from "../render/render.ts";
import { resolveNodes } from "../resolve/page.ts";
import { EndpointsPage, type ListedPage } from "../reference/endpoints-page.ts";

/**
 * The whole "All endpoints" document, with the site's sidebar and assets (`options`), for a file
 * at the site's root.
 * @example await renderEndpointsPage([{ slug: "customers", title: "Customers", operations }], { config })
 */
export async function renderEndpointsPage(pages: readonly ListedPage[], options: DocumentOptions & { readonly config: Settings }): Promise<string> {
  const page = new EndpointsPage(pages);
  return renderResolved(await resolveNodes(page, page.sections(), options.config), options);
}
