import { describe, expect, it } from "vitest";
import { worthKeeping } from "./kept.mjs";

// The shapes are Next's (an APP_PAGE render, unstable_cache's FETCH entry of a JSON body).
const page = (status: number) => ({ kind: "APP_PAGE", status, html: "<html>", headers: {} });
const data = (value: unknown) => ({ kind: "FETCH", data: { headers: {}, body: JSON.stringify(value), status: 200, url: "" }, revalidate: 3600 });

describe("what the cache keeps", () => {
  it("keeps pages that answered 200, not 404s or redirects", () => {
    expect(worthKeeping(page(200))).toBe(true);
    expect(worthKeeping(page(404))).toBe(false);
    expect(worthKeeping(page(307))).toBe(false);
  });

  it("keeps data that shows something, not what a junk address read", () => {
    expect(worthKeeping(data({ products: [{ id: "p1" }], total: 1 }))).toBe(true);
    expect(worthKeeping(data(12))).toBe(true);
    expect(worthKeeping(data(["linen kurta"]))).toBe(true);
    expect(worthKeeping(data({ id: "p1", title: "Linen kurta" }))).toBe(true);
    // A colour no product has, a page past the last, a search that finds nothing.
    expect(worthKeeping(data({ products: [], total: 0 }))).toBe(false);
    expect(worthKeeping(data({ products: [], total: 1000 }))).toBe(false);
    expect(worthKeeping(data(0))).toBe(false);
    expect(worthKeeping(data(null))).toBe(false);
    expect(worthKeeping(data([]))).toBe(false);
  });

  it("keeps entries of other kinds as they come", () => {
    expect(worthKeeping({ kind: "APP_ROUTE", status: 200, body: Buffer.from("[]"), headers: {} })).toBe(true);
    expect(worthKeeping(null)).toBe(true);
  });
});
