import { describe, expect, it } from "vitest";
import { API_CALLS } from "@/lib/validation/contract";
import { call } from "./client.ts";

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document listing the spec's twenty calls, logout, the shopper's three order calls, health, the shop, the PIN look-up, the address book, the account calls, the legal pages' and the owner's calls, invoices, credit notes and the owner's reports, the payment calls, the delivery calls (dispatch, a parcel's outcome or failed attempt, the shopper's retry, the estimate by PIN), the returns, reviews, sign-in by mobile, WhatsApp's webhook and the cron call", async () => {
    const answer = await call("GET", "/api/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe("3.1.0");
    const operations = Object.entries(answer.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations).toHaveLength(116);
    expect(operations.sort()).toEqual(API_CALLS.map((c) => `${c.method} ${c.path}`).sort());
    expect(answer.body.paths["/api/cart/{userId}"].put.requestBody.content["application/json"].schema.properties).toHaveProperty("index");
    // The order call takes a saved address instead of one written out.
    expect(answer.body.paths["/api/order/add/{userId}"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("addressId");
    expect(answer.body.paths["/api/shop"].put.description).toBe("Who: the shop's owner.");
    // The rate-limited calls say so, with their Retry-After.
    const limited = operations.filter((op) => {
      const [method, path] = op.split(" ");
      return answer.body.paths[path][method.toLowerCase()].responses["429"]?.headers?.["Retry-After"];
    });
    expect(limited.sort()).toEqual(
      [
        "POST /api/auth/register",
        "POST /api/auth/login",
        "POST /api/auth/otp",
        "POST /api/auth/forgot",
        "PUT /api/user/{userId}/mobile",
        "POST /api/user/{userId}/confirm-code",
        "PUT /api/user/{userId}",
        "PUT /api/user/{userId}/password",
        "DELETE /api/user/{userId}",
        "POST /api/user/{userId}/verification",
        "POST /api/order/add/{userId}",
        "POST /api/grievance",
        "POST /api/product/add/{userId}",
        "PUT /api/product/{id}",
        "DELETE /api/product/{id}",
        "POST /api/image/upload",
        "POST /api/image/delete",
      ].sort(),
    );
  });
});
