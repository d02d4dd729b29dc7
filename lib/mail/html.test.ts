import { describe, expect, it } from "vitest";
import { escapeHtml, html } from "@/lib/mail/html";

describe("mail HTML", () => {
  it("escapes every interpolated string, in content and in attributes", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const title = '"><script>alert(1)</script>';
    expect(html`<a title="${title}">${title}</a>`.value).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a>',
    );
  });

  it("keeps markup it made itself, alone or in lists, and numbers as they are", () => {
    const rows = ["<b>", "&"].map((cell) => html`<td>${cell}</td>`);
    expect(html`<tr>${rows}</tr><p>${3}</p>`.value).toBe("<tr><td>&lt;b&gt;</td><td>&amp;</td></tr><p>3</p>");
  });
});
