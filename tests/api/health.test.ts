import { describe, expect, it } from "vitest";
import { startServer } from "../setup/server.ts";
import { call } from "./client.ts";
import { getPage } from "./html.ts";

// GET /api/health for load balancers (README, Running several processes), and a server
// whose REDIS_URL answers nothing: one line at start, and the shop still serves.

describe("GET /api/health", () => {
  it("one process without REDIS_URL: 200, the database it checked and the cache in memory, never cached", async () => {
    const answer = await call("GET", "/api/health");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(answer.body).toEqual({
      ok: true,
      database: { kind: process.env.DATABASE_URL ? "postgres" : "pglite", ok: true },
      cache: { kind: "memory", ok: true },
    });
  });
});

describe("a REDIS_URL that cannot be reached at start", () => {
  it("is said in one line without its password, and the shop serves pages and its health from the database", async () => {
    // Port 9 (discard) has no listener here: the connection is refused at once.
    const server = await startServer({ REDIS_URL: "redis://:hunter2@127.0.0.1:9", SEED_DEMO_DATA: "0" }, { captureOutput: true });
    try {
      const health = await call("GET", "/api/health", { base: server.baseUrl });
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ ok: true, cache: { kind: "redis", ok: false } });
      for (const path of ["/", "/products", "/products/shirts"]) {
        expect((await getPage(path, {}, server.baseUrl)).status, path).toBeLessThan(500);
        expect((await getPage(path, {}, server.baseUrl)).status, path).toBeLessThan(500);
      }
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.includes("Redis"));
      expect(lines).toEqual([
        expect.stringMatching(/^Vastra: cannot reach Redis at 127\.0\.0\.1:9 \(.+\); pages render from the database until it answers\.$/),
      ]);
      expect(server.output()).not.toContain("hunter2");
    } finally {
      await server.stop();
    }
    // A server of its own: a fresh embedded database takes minutes on a busy machine.
  }, 300_000);
});
