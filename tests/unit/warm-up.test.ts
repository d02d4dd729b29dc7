import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { warmUp } from "../../scripts/lib/warm-up.ts";

// A real HTTP server that records what it is asked for; health answers 503 twice first, as a
// server still starting would.
const asked: string[] = [];
let healthChecks = 0;
const server = http.createServer((request, response) => {
  asked.push(request.url ?? "");
  if (request.url === "/api/health" && ++healthChecks <= 2) response.statusCode = 503;
  response.end("ok");
});

beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("waits for the server, then asks once for each kind of catalog route", async () => {
  await warmUp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  expect(asked.filter((url) => url === "/api/health")).toHaveLength(3);
  expect(asked.filter((url) => url !== "/api/health")).toEqual(["/products?page=999999", "/products/zqxvjk", "/api/product?q=zqxvjk", "/product/zqxvjk"]);
});
