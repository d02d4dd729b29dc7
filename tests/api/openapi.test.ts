import { describe, expect, it } from "vitest";
import { API_CALLS } from "@/lib/validation/contract";
import { call } from "./client.ts";

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document listing the spec's twenty calls, logout, the shopper's three order calls and health", async () => {
    const answer = await call("GET", "/api/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe("3.1.0");
    const operations = Object.entries(answer.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations).toHaveLength(25);
    expect(operations.sort()).toEqual(API_CALLS.map((c) => `${c.method} ${c.path}`).sort());
    expect(answer.body.paths["/api/cart/{userId}"].put.requestBody.content["application/json"].schema.properties).toHaveProperty("index");
    // The rate-limited calls say so, with their Retry-After.
    const limited = operations.filter((op) => {
      const [method, path] = op.split(" ");
      return answer.body.paths[path][method.toLowerCase()].responses["429"]?.headers?.["Retry-After"];
    });
    expect(limited.sort()).toEqual(
      ["POST /api/auth/register", "POST /api/auth/login", "POST /api/product/add/{userId}", "PUT /api/product/{id}", "DELETE /api/product/{id}", "POST /api/image/upload", "POST /api/image/delete"].sort(),
    );
  });
});
