import { describe, expect, it } from "vitest";
import { baseUrl, call, PASSWORD, pngDataUrl, signUp } from "./client.ts";

// What browsers are told: the Content-Security-Policy (a nonce policy on the per-request
// account pages, a static-compatible one on cacheable pages), the fixed security headers,
// HSTS over HTTPS only, and the session cookie's flags.

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });

function directives(policy: string | null): Map<string, string[]> {
  expect(policy, "Content-Security-Policy header").toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

function expectBaseline(policy: string | null) {
  const csp = directives(policy);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(policy).not.toContain("unsafe-eval");
  expect(csp.get("script-src")).not.toContain("*");
  return csp;
}

describe("security headers", () => {
  it("every kind of response carries nosniff, a Referrer-Policy, a Permissions-Policy and the CSP", async () => {
    const seller = await signUp(true);
    for (const path of ["/", "/register", "/products", "/login", "/api/product", `/api/user/${seller.id}`, "/robots.txt", "/no-such-page"]) {
      const response = await get(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), path).toMatch(/camera=\(\).*geolocation=\(\)/);
      expectBaseline(response.headers.get("content-security-policy"));
    }
  });

  it("cacheable pages get one fixed policy: scripts from this origin only, never eval", async () => {
    const a = await get("/");
    const b = await get("/");
    expect(a.headers.get("content-security-policy")).toBe(b.headers.get("content-security-policy"));
    expect(directives(a.headers.get("content-security-policy")).get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("account pages get a fresh nonce per view, on every script Next renders, and no unsafe-inline", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await get("/login");
      expect(response.status).toBe(200);
      const script = directives(response.headers.get("content-security-policy")).get("script-src")!;
      expect(script).toContain("'strict-dynamic'");
      expect(script).not.toContain("'unsafe-inline'");
      const nonce = /^'nonce-(.+)'$/.exec(script.find((s) => s.startsWith("'nonce-"))!)![1];
      seen.add(nonce);
      const html = await response.text();
      const tags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(seen.size).toBe(2);
  });

  it("HSTS only when the request came over HTTPS", async () => {
    expect((await get("/")).headers.get("strict-transport-security")).toBeNull();
    expect((await get("/", { "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
  });

  it("the session cookie is HttpOnly and SameSite=Lax, and Secure over HTTPS", async () => {
    const user = await signUp();
    const login = (headers: Record<string, string>) =>
      fetch(`${baseUrl()}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ username: user.username, password: PASSWORD }),
      });
    const plain = (await login({})).headers.get("set-cookie")!;
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
    expect((await login({ "x-forwarded-proto": "https" })).headers.get("set-cookie")).toMatch(/; Secure/);
  });

  it("uploaded images are served with their real type and nosniff", async () => {
    const seller = await signUp(true);
    const uploaded = await call("POST", "/api/image/upload", { token: seller.token, body: { data: await pngDataUrl() } });
    const image = await get(uploaded.body.url);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
