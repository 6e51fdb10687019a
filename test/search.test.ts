/**
 * Search without a browser: the terms both sides read, the split index a build writes, and the
 * query code the browser runs (assets/search-query.js), read here from the built files.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/site/build.ts";
import { openIndex, search } from "../src/site/assets/search-query.js";
import { badges } from "../src/site/assets/search.js";
import { badgeClasses } from "../src/components/endpoint.ts";
import { queryTerms, terms } from "../src/search/words.js";
import { SearchIndexBuilder, searchIndexFiles, type SearchPage } from "../src/site/search-index.ts";
import { all, dom } from "./support/dom.ts";

const root = mkdtempSync(join(tmpdir(), "refkit-search-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ok = { "200": { description: "OK" } };
const document = {
  openapi: "3.1.0",
  info: { title: "Shop", version: "1" },
  tags: [{ name: "Customers" }, { name: "Invoices" }],
  paths: {
    "/v1/customers": {
      get: { summary: "List customers", operationId: "listCustomers", tags: ["Customers"], responses: { "200": { description: "OK", content: { "application/json": { schema: { type: "object", properties: { email: { type: "string" } } } } } } } },
      post: {
        summary: "Create a customer",
        operationId: "createCustomer",
        tags: ["Customers"],
        requestBody: { content: { "application/json": { schema: { type: "object", properties: { email: { type: "string", description: "Where receipts go." }, name: { type: "string" } } } } } },
        responses: ok,
      },
    },
    "/v1/customers/{customer_id}": {
      delete: { summary: "Delete a customer", operationId: "deleteCustomer", tags: ["Customers"], deprecated: true, parameters: [{ name: "customer_id", in: "path", required: true, schema: { type: "string" } }], responses: ok },
    },
    "/v1/invoices/{invoice}/finalize": {
      post: { summary: "Finalize an invoice", operationId: "finalizeInvoice", tags: ["Invoices"], description: "Moves a draft to **open**, ready for payment.", parameters: [{ name: "invoice", in: "path", required: true, schema: { type: "string" } }], responses: ok },
    },
  },
};

let site: string;
const loads: string[] = [];
const load = async (url: URL) => {
  loads.push(url.pathname.split("/").pop()!);
  return JSON.parse(readFileSync(url, "utf8"));
};

beforeAll(async () => {
  writeFileSync(join(root, "shop.json"), JSON.stringify(document));
  site = (await buildSite({ root, openapi: join(root, "shop.json"), out: join(root, "site") })).out;
});

const find = async (query: string) => {
  const index = await openIndex(pathToFileURL(join(site, "assets", "search", "index.json")), load);
  return (await search(index, query)).results.map((result) => result.title);
};

describe("terms", () => {
  it("splits identifiers where their case changes, keeps the whole, lower-cases and drops plural endings", () => {
    expect(terms("createCustomer")).toEqual(["create", "customer", "createcustomer"]);
    expect(terms("HTTPServer oauth2Token")).toEqual(["http", "server", "httpserver", "oauth2", "token", "oauth2token"]);
    expect(terms("/v1/customers/{customer_id}")).toEqual(["v1", "customer", "customer", "id"]);
    expect(terms("Policies of the Café", true)).toEqual(["policy", "cafe"]);
  });

  it("reads a query as its parts, each once, without common words", () => {
    expect(queryTerms("createCustomer the customers email")).toEqual(["create", "customer", "email"]);
  });
});

describe("terms in every language", () => {
  it("cuts a run of a script written without spaces into its words (Intl.Segmenter), as the browser does", () => {
    expect(terms("このエンドポイントは注文の一覧を返します。")).toContain("注文");
    expect(terms("列出所有订单并按日期排序")).toEqual(expect.arrayContaining(["订单", "日期"]));
    expect(terms("รายการคำสั่งซื้อทั้งหมด")).toEqual(["รายการ", "คำ", "สั่ง", "ซื้อ", "ทั้งหมด"]);
    expect(terms("createCustomer API呼び出し")).toEqual(["create", "customer", "createcustomer", "api", "呼び出し"]);
    expect(terms("주문 목록을 반환합니다")).toEqual(["주문", "목록을", "반환합니다"]);
  });

  it("folds the accents readers leave out, and keeps the marks that make another letter", () => {
    expect(terms("Crème brûlée ÉCOLE ｆｕｌｌ ｶﾀｶﾅ")).toEqual(["creme", "brulee", "ecole", "full", "カタカナ"]);
    expect(queryTerms("creme")).toEqual(terms("crème"));
    expect(terms("が"), "Japanese voicing is no accent").toEqual(["が"]);
    expect(terms("हिन्दी भाषा"), "Devanagari vowel signs stay in their word").toEqual(["हिन्दी", "भाषा"]);
    expect(terms("مَرْحَبًا"), "Arabic vowel marks are folded").toEqual(["مرحبا"]);
  });
});

describe("searching a description in Japanese", () => {
  let japanese: string;
  beforeAll(async () => {
    const document = {
      openapi: "3.1.0",
      info: { title: "ショップ", version: "1" },
      paths: {
        "/orders": { get: { operationId: "listOrders", summary: "注文を一覧する", description: "このエンドポイントは注文の一覧を日付の新しい順に返します。", responses: ok } },
        "/customers": { get: { operationId: "listCustomers", summary: "顧客を一覧する", description: "登録された顧客をすべて返します。", responses: ok } },
      },
    };
    writeFileSync(join(root, "ja.json"), JSON.stringify(document));
    japanese = (await buildSite({ root, openapi: join(root, "ja.json"), out: join(root, "site-ja") })).out;
  });
  const findJa = async (query: string) => {
    const index = await openIndex(pathToFileURL(join(japanese, "assets", "search", "index.json")), load);
    return (await search(index, query)).results.map((result) => result.title);
  };

  it("finds an operation by a word inside a sentence of its description", async () => {
    expect(await findJa("日付")).toEqual(["注文を一覧する"]);
    expect(await findJa("登録")).toEqual(["顧客を一覧する"]);
    expect(await findJa("一覧")).toHaveLength(2);
  });
});

describe("the search box's results", () => {
  it("colour each verb's badge as the pages do", () => {
    expect(badges).toEqual(badgeClasses);
  });
});

describe("searching a built site", () => {
  it("finds an operation by summary, field name, path, operationId, method, page and description", async () => {
    expect((await find("customers email"))[0]).toBe("Create a customer");
    expect(await find("customer_id")).toEqual(["Delete a customer"]);
    expect(await find("/v1/invoices/{invoice}/finalize")).toEqual(["Finalize an invoice"]);
    expect(await find("createCustomer")).toEqual(["Create a customer"]);
    expect(await find("delete")).toEqual(["Delete a customer"]);
    expect(await find("invoices payment")).toEqual(["Finalize an invoice"]);
    expect(await find("nothing like this")).toEqual([]);
  });

  it("matches the start of a word, the way a reader types", async () => {
    expect(await find("fin")).toEqual(["Finalize an invoice"]);
    expect((await find("cust")).sort()).toEqual(["Create a customer", "Delete a customer", "List customers"]);
  });

  it("ranks a word in the title or request above the same word in a response", async () => {
    expect(await find("email")).toEqual(["Create a customer", "List customers"]);
  });

  it("ranks a section the whole query names exactly (its operationId, a path segment, a webhook's key, its title) first, however it is spelt", async () => {
    const events = (name: string, summary: string) => ({ post: { summary, requestBody: { content: { "application/json": { schema: { type: "object", properties: { workflow_run: { type: "object" }, action: { type: "string" } } } } } }, responses: ok } });
    const webhooks = {
      openapi: "3.1.0",
      info: { title: "Hooks", version: "1" },
      paths: { "/repos/{owner}/{repo}/actions/runs": { get: { summary: "List workflow runs for a repository", operationId: "actions/list-workflow-runs-for-repo", responses: ok } } },
      webhooks: {
        "workflow-dispatch": events("workflow-dispatch", "This event occurs when a workflow run is dispatched."),
        "workflow-job-queued": events("workflow-job-queued", "This event occurs when a job of a workflow run is queued."),
        "workflow-run-completed": events("workflow-run-completed", "This event occurs when a workflow run completes."),
        "workflow-run": events("workflow-run", "This event occurs when there is activity relating to a run of a workflow."),
      },
    };
    writeFileSync(join(root, "hooks.json"), JSON.stringify(webhooks));
    const out = (await buildSite({ root, openapi: join(root, "hooks.json"), out: join(root, "hooks-site") })).out;
    const index = await openIndex(pathToFileURL(join(out, "assets", "search", "index.json")), load);
    const first = async (query: string) => (await search(index, query)).results[0]!.path;
    for (const spelling of ["workflow_run", "workflow-run", "workflowRun", "Workflow run"]) expect(await first(spelling), spelling).toBe("workflow-run");
    expect(await first("workflow dispatch")).toBe("workflow-dispatch");
    expect(await first("actions/list-workflow-runs-for-repo")).toBe("/repos/{owner}/{repo}/actions/runs");
    expect(await first("runs")).toBe("/repos/{owner}/{repo}/actions/runs");
    // Words alone still rank by where they are: every section has "workflow".
    expect((await search(index, "workflow")).total).toBe(5);
  });

  it("gives each result its page, anchor, method, path and deprecation, and the anchor exists on the page", async () => {
    const index = await openIndex(pathToFileURL(join(site, "assets", "search", "index.json")), load);
    const [result] = (await search(index, "delete customer")).results;
    // The operation's own page, in its group's folder, titled after it, with its group's name.
    expect(result).toEqual({ slug: "customers/delete-customer", page: "Delete a customer", group: "Customers", id: "deleteCustomer", title: "Delete a customer", method: "DELETE", path: "/v1/customers/{customer_id}", deprecated: true });
    const page = dom(readFileSync(join(site, `${result!.slug}.html`), "utf8"));
    expect(all(page, `section[id="${result!.id}"]`)).toHaveLength(1);
  });
});

describe("the split index", () => {
  const pages: SearchPage[] = Array.from({ length: 30 }, (_, p) => ({
    slug: `page-${p}`,
    title: `Page ${p}`,
    sections: Array.from({ length: 40 }, (_, s) => ({
      id: `op-${s}`,
      title: `Operation ${p}-${s} ${["alpha", "beta", "gamma", "delta"][s % 4]}`,
      method: "get",
      path: `/things/${p}/${s}`,
      deprecated: false,
      terms: Object.fromEntries([...terms(`operation ${["alpha", "beta", "gamma", "delta"][s % 4]} page${p} zebra${s}`)].map((t) => [t, 4])),
    })),
  }));
  const opened = (files: Map<string, string>, fetched: string[]) =>
    openIndex(new URL("memory:/search/index.json"), async (url) => {
      const name = url.pathname.split("/").pop()!;
      fetched.push(name);
      return JSON.parse(files.get(name)!);
    });

  it("gives the same results cut into many files as in one, fetching only the files a query needs", async () => {
    const whole = searchIndexFiles(pages, { termFile: Infinity, docFile: Infinity });
    const split = searchIndexFiles(pages, { termFile: 200, docFile: 400 });
    expect(whole.size).toBe(3);
    expect(split.size).toBeGreaterThan(40);
    for (const query of ["gamma", "zebra3 alpha", "page12 beta", "operation", "zeb"]) {
      const fetched: string[] = [];
      const a = await search(await opened(whole, []), query, 50);
      const b = await search(await opened(split, fetched), query, 50);
      expect(b).toEqual(a);
      expect(a.total).toBeGreaterThan(0);
      const termFiles = fetched.filter((name) => name.startsWith("t"));
      expect(termFiles.length, query).toBeLessThanOrEqual(new Set(queryTerms(query).map((t) => t.slice(0, 2))).size);
      expect(fetched.length, query).toBeLessThan(split.size / 2);
    }
  });

  it("is the same whichever order the pages arrive in (workers report them as they finish)", () => {
    const builder = new SearchIndexBuilder();
    const order = pages.map((_, i) => i).sort((a, b) => ((a * 7919) % 31) - ((b * 7919) % 31));
    for (const i of order) builder.add(i, pages[i]!);
    expect(builder.files({ termFile: 300, docFile: 500 })).toEqual(searchIndexFiles(pages, { termFile: 300, docFile: 500 }));
  });

  it("counts every match but shows at most the limit, in the site's order among equals", async () => {
    const { total, results } = await search(await opened(searchIndexFiles(pages), []), "gamma", 5);
    expect(total).toBe(300);
    expect(results.map((r) => `${r.slug}#${r.id}`)).toEqual(["page-0#op-2", "page-0#op-6", "page-0#op-10", "page-0#op-14", "page-0#op-18"]);
  });
});
