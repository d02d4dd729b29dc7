import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../setup/server.ts";
import { call } from "./client.ts";

// Cross-origin calls are allowed only from CORS_ORIGINS. The shared test server has none;
// this file starts one of its own (embedded database) with one allowed origin.
const ALLOWED = "http://spa.example";
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ CORS_ORIGINS: `${ALLOWED}, http://other.example`, DATABASE_URL: "", SEED_DEMO_DATA: "0" });
});
afterAll(async () => server?.stop());

const preflight = (base: string, origin: string) =>
  fetch(`${base}/api/cart/add/someone`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type, token" },
  });

describe("CORS", () => {
  it("answers the preflight of an allowed origin, with the token header allowed", async () => {
    const response = await preflight(server.baseUrl, ALLOWED);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(response.headers.get("access-control-allow-headers")).toMatch(/token/i);
    expect(response.headers.get("access-control-allow-methods")).toMatch(/PUT/);
    const get = await fetch(`${server.baseUrl}/api/product`, { headers: { origin: ALLOWED } });
    expect(get.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    const error = await fetch(`${server.baseUrl}/api/cart/someone`, { headers: { origin: ALLOWED } });
    expect(error.status).toBe(401);
    expect(error.headers.get("access-control-allow-origin")).toBe(ALLOWED);
  });

  it("gives other origins nothing, so browsers block them", async () => {
    const response = await preflight(server.baseUrl, "http://evil.example");
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const get = await fetch(`${server.baseUrl}/api/product`, { headers: { origin: "http://evil.example" } });
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("with no CORS_ORIGINS (the shared server) no origin is allowed", async () => {
    const answer = await call("OPTIONS", "/api/product", { headers: { origin: ALLOWED, "access-control-request-method": "GET" } });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });
});
