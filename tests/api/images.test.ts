import { describe, expect, it } from "vitest";
import { deletedJsonSchema, uploadedJsonSchema } from "@/lib/validation/responses";
import { addProduct, baseUrl, call, expectError, expectOk, pngDataUrl, signUp, strangers } from "./client.ts";

describe("POST /api/image/upload", () => {
  it("a seller uploads a data URL: 201 {publicId, url}", async () => {
    const seller = await signUp(true);
    const uploaded = expectOk(await call("POST", "/api/image/upload", { token: seller.token, body: { data: await pngDataUrl() } }), 201, uploadedJsonSchema);
    expect(uploaded.url).toContain(uploaded.publicId);
  });

  it("refuses the anonymous caller (401) and shoppers (403)", async () => {
    const shopper = await signUp();
    const body = { data: await pngDataUrl() };
    expectError(await call("POST", "/api/image/upload", { body }), 401);
    expectError(await call("POST", "/api/image/upload", { token: shopper.token, body }), 403);
  });

  it("refuses non-images (415), bad data URLs (400) and oversized bodies (413)", async () => {
    const seller = await signUp(true);
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString("base64")}`;
    expectError(await call("POST", "/api/image/upload", { token: seller.token, body: { data: svg } }), 415);
    expectError(await call("POST", "/api/image/upload", { token: seller.token, body: { data: "hello" } }), 400);
    expectError(await call("POST", "/api/image/upload", { token: seller.token, body: { data: 42 } }), 400, "data");
    const huge = `data:image/png;base64,${"A".repeat(8 * 1024 * 1024)}`;
    expectError(await call("POST", "/api/image/upload", { token: seller.token, body: { data: huge } }), 413);
  });
});

describe("POST /api/image/delete", () => {
  it("only its uploader deletes it; others are refused and the image stays", async () => {
    const seller = await signUp(true);
    const { publicId, url } = (await call("POST", "/api/image/upload", { token: seller.token, body: { data: await pngDataUrl() } })).body;
    const { anonymous, shopper, seller: rival } = await strangers();
    expectError(await call("POST", "/api/image/delete", { token: anonymous, body: { publicId } }), 401);
    expectError(await call("POST", "/api/image/delete", { token: shopper.token, body: { publicId } }), 403);
    expectError(await call("POST", "/api/image/delete", { token: rival.token, body: { publicId } }), 403);
    expect((await fetch(new URL(url, baseUrl()))).status).toBe(200);
    expect(expectOk(await call("POST", "/api/image/delete", { token: seller.token, body: { publicId } }), 200, deletedJsonSchema)).toEqual({
      deleted: publicId,
    });
    expectError(await call("POST", "/api/image/delete", { token: seller.token, body: { publicId } }), 404);
  });

  it("refuses to delete an image a product still shows (409), and bad ids (400)", async () => {
    const seller = await signUp(true);
    const product = await addProduct(seller);
    expectError(await call("POST", "/api/image/delete", { token: seller.token, body: { publicId: product.image } }), 409);
    expectError(await call("POST", "/api/image/delete", { token: seller.token, body: { publicId: "../../etc/passwd" } }), 400, "publicId");
  });
});
