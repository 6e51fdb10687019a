/** Bodies beyond JSON: form, multipart and file bodies, as declared and as templates receive them. */
import { describe, expect, it } from "vitest";
import { Config, RefkitError, buildRequest, type RequestOptions } from "../src/index.ts";
import { disposition, parseFormPairs, parseMultipart } from "./support/expected-request.ts";

const config = new Config();
config.apiAuthHeader = "Authorization: Bearer <API_KEY>";
const build = (options: RequestOptions) => buildRequest(options, config);

/** The message of the RefkitError `options` is refused with. */
function refusal(options: unknown): string {
  try {
    buildRequest(options as RequestOptions, config);
  } catch (error) {
    expect(error).toBeInstanceOf(RefkitError);
    return (error as Error).message;
  }
  throw new Error("expected the options to be refused");
}

describe("a form body", () => {
  const req = build({ method: "post", path: "/v1/customers", form: { email: "a@b.c", metadata: { id: 7 }, expand: ["x", "y"], note: null } });

  it("is flattened as the query is, into ordered pairs", () => {
    expect(req.bodyKind).toBe("form");
    expect(req.hasBody).toBe(true);
    expect(req.form).toEqual([
      ["email", "a@b.c"],
      ["metadata[id]", "7"],
      ["expand", "x"],
      ["expand", "y"],
      ["note", ""],
    ]);
    expect(Object.isFrozen(req.form)).toBe(true);
    expect(Object.isFrozen(req.form![0])).toBe(true);
  });

  it("carries the form content type, which an explicit header overrides", () => {
    expect(req.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded", Authorization: "Bearer <API_KEY>" });
    const own = build({ method: "post", path: "/x", form: { a: "b" }, headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" } });
    expect(own.headers).toEqual({ "content-type": "application/x-www-form-urlencoded; charset=utf-8", Authorization: "Bearer <API_KEY>" });
  });

  it("refuses an empty field name, which no encoding can send", () => {
    expect(refusal({ method: "post", path: "/x", form: { "": "v" } })).toMatch(/form field names that are not empty/);
  });
});

describe("a multipart body", () => {
  const req = build({
    method: "post",
    path: "/v1/files",
    multipart: { purpose: "evidence", count: 2, file: { file: "docs/receipt.pdf", contentType: "application/pdf" }, "parts[]": ["a", { file: "b.bin", filename: "renamed.bin" }] },
  });

  it("lists its parts in order, files named by their path's last segment unless named", () => {
    expect(req.bodyKind).toBe("multipart");
    expect(req.multipart).toEqual([
      { kind: "text", name: "purpose", value: "evidence" },
      { kind: "text", name: "count", value: "2" },
      { kind: "file", name: "file", path: "docs/receipt.pdf", filename: "receipt.pdf", contentType: "application/pdf" },
      { kind: "text", name: "parts[]", value: "a" },
      { kind: "file", name: "parts[]", path: "b.bin", filename: "renamed.bin", contentType: "application/octet-stream" },
    ]);
  });

  it("sends text with its line breaks as CRLF, as HTML forms and FormData do", () => {
    const multipart = build({ method: "post", path: "/x", multipart: { note: "a\nb\rc\r\nd" } }).multipart!;
    expect(multipart).toEqual([{ kind: "text", name: "note", value: "a\r\nb\r\nc\r\nd" }]);
  });

  it("has no Content-Type of its own (each client writes the boundary), and refuses a declared one", () => {
    expect(Object.keys(req.headers)).toEqual(["Authorization"]);
    expect(refusal({ method: "post", path: "/x", multipart: { a: "b" }, headers: { "Content-Type": "multipart/form-data" } })).toMatch(/key "headers\[\\"Content-Type\\"\]": expected no Content-Type with a multipart body/);
  });

  it("refuses names no part header can carry alike, and empty bodies", () => {
    expect(refusal({ method: "post", path: "/x", multipart: { 'say "hi"': "b" } })).toMatch(/field name of printable ASCII without quotes/);
    expect(refusal({ method: "post", path: "/x", multipart: { "a=b": "c" } })).toMatch(/without "="/);
    expect(refusal({ method: "post", path: "/x", multipart: { f: { file: "café.png" } } })).toMatch(/key "multipart.f.filename".*file name of printable ASCII/);
    expect(refusal({ method: "post", path: "/x", multipart: { f: { file: "a.png", filename: "a\\b.png" } } })).toMatch(/file name of printable ASCII/);
    expect(refusal({ method: "post", path: "/x", multipart: {} })).toMatch(/at least one field/);
    expect(refusal({ method: "post", path: "/x", multipart: { f: { path: "a.png" } } })).toMatch(/\{ file, filename\?, contentType\? \}/);
    expect(refusal({ method: "post", path: "/x", multipart: { f: { file: "a.png", contentType: "png" } } })).toMatch(/media type such as "image\/png"/);
  });
});

describe("a file body", () => {
  it("is a path with a content type, application/octet-stream by default", () => {
    const req = build({ method: "put", path: "/v1/objects/a", bodyFile: "data/a b.bin" });
    expect(req.bodyKind).toBe("file");
    expect(req.bodyFile).toEqual({ path: "data/a b.bin", contentType: "application/octet-stream" });
    expect(req.headers["Content-Type"]).toBe("application/octet-stream");
    expect(build({ method: "put", path: "/x", bodyFile: { path: "p.jpg", contentType: "image/jpeg" } }).headers["Content-Type"]).toBe("image/jpeg");
  });

  it("refuses standard input, folders and control characters", () => {
    expect(refusal({ method: "put", path: "/x", bodyFile: "-" })).toMatch(/standard input/);
    expect(refusal({ method: "put", path: "/x", bodyFile: "data/" })).toMatch(/got a folder/);
    expect(refusal({ method: "put", path: "/x", bodyFile: "a\nb" })).toMatch(/without control characters/);
    expect(refusal({ method: "put", path: "/x", bodyFile: 42 })).toMatch(/a file path or \{ path, contentType\? \}/);
  });
});

describe("one body per request", () => {
  it("refuses two kinds at once, naming them", () => {
    expect(refusal({ method: "post", path: "/x", body: { a: 1 }, form: { a: "1" } })).toMatch(/key "form": expected one body, got body and form/);
    expect(refusal({ method: "post", path: "/x", multipart: { a: "1" }, bodyFile: "a" })).toMatch(/got multipart and bodyFile/);
  });

  it("drops every kind for GET and HEAD, as it drops a JSON body", () => {
    for (const options of [{ form: { a: "1" } }, { multipart: { a: "1" } }, { bodyFile: "a.bin" }]) {
      const req = build({ method: "get", path: "/x", ...options });
      expect(req.hasBody).toBe(false);
      expect(req.bodyKind).toBe("none");
      expect(req.headers["Content-Type"]).toBe("application/json");
    }
  });
});

describe("the test oracle reads form and multipart bodies from the wire", () => {
  it("reads + as a space in a form body, and decodes UTF-8 escapes", () => {
    expect(parseFormPairs(Buffer.from("a=x+y&b=%2B&c&caf%C3%A9=%E2%9C%93"))).toEqual([
      ["a", "x y"],
      ["b", "+"],
      ["c", ""],
      ["café", "✓"],
    ]);
  });

  it("reads a Content-Disposition whose file name holds a semicolon", () => {
    expect(disposition('form-data; name="f"; filename="report;final.bin"')).toEqual({ type: "form-data", name: "f", filename: "report;final.bin" });
    expect(disposition("form-data; name=plain")).toEqual({ type: "form-data", name: "plain" });
  });

  it("splits a multipart body into header lines and exact bytes, and rejects a broken one", () => {
    const body = Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\none\r\n--XyZ\r\nContent-Disposition: form-data; name="f"; filename="f.bin"\r\nContent-Type: application/pdf\r\n\r\n\r\n--Xy\x00\r\n--XyZ--\r\n', "latin1");
    const parts = parseMultipart(body, "multipart/form-data; boundary=XyZ");
    expect(parts.map((part) => [Object.fromEntries(part.headers), part.bytes.toString("latin1")])).toEqual([
      [{ "content-disposition": 'form-data; name="a"' }, "one"],
      [{ "content-disposition": 'form-data; name="f"; filename="f.bin"', "content-type": "application/pdf" }, "\r\n--Xy\x00"],
    ]);
    expect(() => parseMultipart(body, "application/json")).toThrow(/multipart\/form-data Content-Type with a boundary/);
    expect(() => parseMultipart(Buffer.from("--XyZ\r\nno end"), "multipart/form-data; boundary=XyZ")).toThrow(/no end of headers/);
  });
});
