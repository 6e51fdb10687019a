/**
 * The page's Content-Security-Policy: the one check every origin passes before it is written into
 * a policy, the policy written from those origins, and the recognition of exactly that form.
 */
import { describe, expect, it } from "vitest";
import { isPagePolicy, pagePolicy, policyOrigin } from "../src/csp.ts";

describe("policyOrigin takes only an http(s) origin a policy can name", () => {
  it.each([
    ["a base URL with a path", "https://api.acme.test/v1", "https://api.acme.test"],
    ["upper case, lowered", "HTTPS://API.Acme.TEST/V1", "https://api.acme.test"],
    ["a default port, dropped", "https://api.acme.test:443", "https://api.acme.test"],
    ["http's default port, dropped", "http://api.acme.test:80/x", "http://api.acme.test"],
    ["another port, kept", "https://files.acme.test:8443/up", "https://files.acme.test:8443"],
    ["port 1", "http://acme.test:1", "http://acme.test:1"],
    ["port 65535", "http://acme.test:65535", "http://acme.test:65535"],
    ["IPv4", "http://127.0.0.1", "http://127.0.0.1"],
    ["IPv4 with a port", "http://127.0.0.1:5999/v1", "http://127.0.0.1:5999"],
    ["IPv4 in another spelling, as the browser reads it", "http://0x7f.1", "http://127.0.0.1"],
    ["a unicode host, in its ASCII form", "https://bücher.example/api", "https://xn--bcher-kva.example"],
    ["hyphens and digits", "https://eu-1.api2.acme.test", "https://eu-1.api2.acme.test"],
    ["a single label", "http://localhost:4321", "http://localhost:4321"],
  ])("takes %s", (_name, url, origin) => {
    expect(policyOrigin(url)).toEqual({ origin });
  });

  it.each([
    ["a wildcard host", "https://*", /host "\*"/],
    ["an IPv6 address (no policy can name one)", "https://[::1]:8080", /\[::1\] is an IPv6 address, which a Content-Security-Policy cannot name/],
    ["a wildcard subdomain", "https://*.acme.test", /host "\*\.acme\.test"/],
    ["a directive after a semicolon", "https://x;script-src", /host "x;script-src"/],
    ["a semicolon, percent-encoded", "https://x%3Bscript-src", /host "x;script-src"/],
    ["a wildcard, percent-encoded", "https://x%2A", /host "x\*"/],
    ["a space", "https://a b", /not an absolute URL/],
    ["a single quote", "https://x'", /host "x'"/],
    ["a double quote", 'https://x"', /host "x\\""/],
    ["a comma", "https://a,b", /host "a,b"/],
    ["an underscore", "https://a_b.acme.test", /host "a_b\.acme\.test"/],
    ["an empty label", "https://a..b", /host "a\.\.b"/],
    ["a trailing dot", "https://acme.test.", /host "acme\.test\."/],
    ["javascript:", "javascript:alert(1)", /scheme "javascript:"/],
    ["data:", "data:text/html,x", /scheme "data:"/],
    ["ftp:", "ftp://acme.test", /scheme "ftp:"/],
    ["ws:", "ws://acme.test", /scheme "ws:"/],
    ["a user", "https://user@acme.test", /credentials/],
    ["a user and password", "https://user:pw@acme.test", /credentials/],
    ["port 0", "https://acme.test:0", /port 0/],
    ["port 65536", "https://acme.test:65536", /not an absolute URL/],
    ["a relative URL", "/v1", /not an absolute URL/],
    ["nothing", "", /not an absolute URL/],
    ["the keyword 'self'", "'self'", /not an absolute URL/],
    ["a scheme alone", "https:", /not an absolute URL/],
  ])("refuses %s", (_name, url, problem) => {
    const found = policyOrigin(url);
    expect(found.origin).toBeUndefined();
    expect(found.problem).toMatch(problem);
  });
});

describe("pagePolicy", () => {
  it.each([
    ["nothing else", {}, "default-src 'self'"],
    ["connections", { connect: ["https://api.acme.test", "http://127.0.0.1:5999"] }, "default-src 'self'; connect-src 'self' https://api.acme.test http://127.0.0.1:5999 http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*"],
    ["images", { images: ["https://cdn.acme.test"] }, "default-src 'self'; img-src 'self' https://cdn.acme.test"],
    ["both, images first", { connect: ["https://api.acme.test"], images: ["https://cdn.acme.test"] }, "default-src 'self'; img-src 'self' https://cdn.acme.test; connect-src 'self' https://api.acme.test http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*"],
  ])("allows its own origin, and %s", (_name, sources, policy) => {
    expect(pagePolicy(sources)).toBe(policy);
  });

  it("lets a page with a console connect to the reader's own machine on any port, and only such a page", () => {
    expect(pagePolicy({ connect: ["https://api.acme.test"] })).toContain("http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*");
    expect(pagePolicy({ images: ["https://cdn.acme.test"] })).not.toContain("localhost");
  });

  it("leaves out anything that is not an origin as policyOrigin writes it", () => {
    expect(pagePolicy({ connect: ["https://*", "https://x;script-src", "https://api.acme.test/v1", "https://API.acme.test", "https://ok.test"], images: ["https:", "*"] })).toBe("default-src 'self'; connect-src 'self' https://ok.test http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*");
  });
});

describe("isPagePolicy recognizes only what pagePolicy writes", () => {
  it.each([
    "default-src 'self'",
    "default-src 'self'; connect-src 'self' https://api.acme.test",
    "default-src 'self'; img-src 'self' https://cdn.acme.test; connect-src 'self' https://api.acme.test http://127.0.0.1:5999",
    "default-src 'self'; connect-src 'self' https://api.acme.test http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*",
  ])("takes %s", (policy) => {
    expect(isPagePolicy(policy)).toBe(true);
  });

  it.each([
    "default-src 'self'; connect-src 'self' https://*",
    "default-src 'self'; connect-src 'self' *",
    "default-src 'self'; connect-src 'self' https:",
    "default-src 'self'; connect-src 'self' https://x; script-src 'unsafe-inline'",
    "default-src 'self'; script-src 'self' 'unsafe-inline'",
    "default-src 'self'; img-src 'self' https: data:",
    "default-src 'self'; connect-src 'self' https://a.test; img-src 'self' https://b.test",
    "default-src 'self'; connect-src 'self'",
    "default-src 'self' https://evil.test",
    "default-src *",
    " default-src 'self'",
    "default-src 'self';",
    "default-src 'self'; connect-src 'self' HTTPS://API.acme.test",
    "default-src 'self'; img-src 'self' http://localhost:*",
    "default-src 'self'; connect-src 'self' http://localhost:*/admin",
    "default-src 'self'; connect-src 'self' http://*:*",
    "default-src 'self'; connect-src 'self' https://api.acme.test/v1",
    "",
  ])("refuses %s", (policy) => {
    expect(isPagePolicy(policy)).toBe(false);
  });
});
