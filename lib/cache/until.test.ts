import { describe, expect, it } from "vitest";
import { outlived, untilTag } from "./until.mjs";

// The shapes are Next's: a rendered page's tags in its x-next-cache-tags header.
const page = (tags: string[]) => ({ kind: "APP_PAGE", status: 200, html: "<html>", headers: { "x-next-cache-tags": tags.join(",") } });

describe("entries with an end (a sale's)", () => {
  it("serves a page until its until: moment and not from that moment on", () => {
    const entry = page(["catalog", "product:p1", untilTag(1_000)]);
    expect(outlived(entry, 999)).toBe(false);
    expect(outlived(entry, 1_000)).toBe(true);
  });

  it("leaves every other entry alone", () => {
    expect(outlived(page(["catalog", "product:p1"]), Date.now())).toBe(false);
    expect(outlived({ kind: "FETCH", data: { body: "1" } }, Date.now())).toBe(false);
    expect(outlived(null)).toBe(false);
  });
});
