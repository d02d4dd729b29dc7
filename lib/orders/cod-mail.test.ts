import { describe, expect, it } from "vitest";
import { codRequest } from "./cod-mail.ts";

describe("a cash-on-delivery confirmation's request", () => {
  it("links to the confirmation page in the order's language", () => {
    expect(codRequest("3:45 pm, Sun, 29 Nov").text).toMatch(/\/confirm-cod\?token=__LINK_TOKEN__$/);
    expect(codRequest("3:45 pm, Sun, 29 Nov").text).not.toContain("/hi/");
    const hindi = codRequest("3:45 pm, रवि, 29 नव॰", "hi");
    expect(hindi.text).toMatch(/\/hi\/confirm-cod\?token=__LINK_TOKEN__$/);
    expect(String(hindi.html)).toContain("/hi/confirm-cod?token=__LINK_TOKEN__");
  });
});
