import { describe, expect, it } from "vitest";
import { API_CALLS } from "@/lib/validation/contract";
import { call } from "./client.ts";

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document listing all twenty calls of DESIGN §4, logout, the shopper's three order calls and health", async () => {
    const answer = await call("GET", "/api/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe("3.1.0");
    const operations = Object.entries(answer.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations).toHaveLength(25);
    expect(operations.sort()).toEqual(API_CALLS.map((c) => `${c.method} ${c.path}`).sort());
    expect(answer.body.paths["/api/cart/{userId}"].put.requestBody.content["application/json"].schema.properties).toHaveProperty("index");
  });
});
