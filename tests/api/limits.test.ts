import { describe, expect, it } from "vitest";
import { API_CALLS } from "@/lib/validation/contract";
import { addProduct, baseUrl, call, expectError, signUp } from "./client.ts";

// Nothing a client sends makes the server hold or return more than a bounded amount.

describe("resource limits", () => {
  it("search text over 100 characters is 400; a page holds at most 100 products", async () => {
    expectError(await call("GET", `/api/product?q=${"a".repeat(101)}`), 400, "q");
    expect((await call("GET", `/api/product?q=${"a".repeat(100)}`)).status).toBe(200);
    expect((await call("GET", "/api/product?limit=1000000")).body.length).toBeLessThanOrEqual(100);
  });

  it("every call that takes a body refuses one over its cap with 413 from Content-Length, and closes the connection", async () => {
    const seller = await signUp(true);
    const product = await addProduct(seller);
    // Path ids the caller may use, so each call gets as far as reading its body.
    const ids: Record<string, string> = { userId: seller.id, adminId: seller.id, id: product.id };
    for (const apiCall of API_CALLS.filter((c) => c.body && !c.path.includes("{orderId}"))) {
      const path = apiCall.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]);
      // 8 MB is past the 1 MB JSON cap and past the image calls' 5 MB image cap.
      const response = await fetch(`${baseUrl()}${path}`, {
        method: apiCall.method,
        headers: { "content-type": "application/json", token: seller.token },
        body: new Uint8Array(8 * 1024 * 1024),
      });
      expect(response.status, `${apiCall.method} ${path}`).toBe(413);
      expect(response.headers.get("connection"), `${apiCall.method} ${path}`).toBe("close");
      await response.body?.cancel();
    }
  });
});
