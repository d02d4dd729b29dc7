import { describe, expect, it } from "vitest";
import { jsonLdText } from "@/lib/seo/json-ld";

describe("JSON-LD", () => {
  it("cannot close its script tag, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script> & co" };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
