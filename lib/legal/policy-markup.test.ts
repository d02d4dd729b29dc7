import { describe, expect, it } from "vitest";
import { policyBlocks } from "./policy-markup.ts";

describe("a policy's text", () => {
  it("reads headings, lists and paragraphs; lines of a paragraph join with a space", () => {
    expect(policyBlocks("## Returns\nWithin 7 days\nof delivery.\n\n- unused\n- with tags\nAfter the list.\r\n\r\n## Refunds")).toEqual([
      { kind: "heading", text: "Returns" },
      { kind: "paragraph", text: "Within 7 days of delivery." },
      { kind: "list", items: ["unused", "with tags"] },
      { kind: "paragraph", text: "After the list." },
      { kind: "heading", text: "Refunds" },
    ]);
  });

  it("keeps anything else as text: markup and script stay characters for React to escape", () => {
    expect(policyBlocks("<script>alert(1)</script>\n#not a heading\n-not an item")).toEqual([
      { kind: "paragraph", text: "<script>alert(1)</script> #not a heading -not an item" },
    ]);
    expect(policyBlocks("\n\n  \n")).toEqual([]);
  });
});
