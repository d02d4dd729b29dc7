import http from "node:http";
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
    const ids: Record<string, string> = { userId: seller.id, adminId: seller.id, id: product.id, slug: "returns", reviewId: "noSuchReview" };
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

/** One POST on a connection of its own (no agent, Connection: close); a reset connection rejects. */
function postOnFreshConnection(url: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", agent: false, headers: { ...headers, connection: "close", "content-length": String(body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

// Without reading the rest of the body first, about one such try in ten ended in EPIPE or
// ECONNRESET instead of the answer: the server closed while the client was still sending.
describe("an oversized upload", () => {
  const body = Buffer.alloc(12 * 1024 * 1024, "a");

  it("always gets its 413 answer: 20 bodies of 12 MB, each over a fresh connection", async () => {
    const seller = await signUp(true);
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await postOnFreshConnection(`${baseUrl()}/api/image/upload`, { "content-type": "application/json", token: seller.token }, body);
      expect(JSON.parse(answer.text).error.code).toBe("too_large");
      answers.push(answer.status);
    }
    expect(answers).toEqual(Array(20).fill(413));
  });

  it("always gets its 413 answer with fetch too: 20 tries, a new connection each (the server closes after a 413)", async () => {
    const seller = await signUp(true);
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${baseUrl()}/api/image/upload`, {
        method: "POST",
        headers: { "content-type": "application/json", token: seller.token },
        body,
      });
      expect((await response.json()).error.code).toBe("too_large");
      answers.push(response.status);
    }
    expect(answers).toEqual(Array(20).fill(413));
  });
});
