import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, ApiError, errorOfAnswer, NETWORK_FAILURE, toApiError } from "./api";

describe("errorOfAnswer", () => {
  it("keeps the code, message and field messages of an API error body", () => {
    const error = errorOfAnswer(400, { error: { code: "validation", message: "Check the form.", fields: { "address.pin": ["6 digits"] } } });
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message, error.unanswered]).toEqual([400, "validation", "Check the form.", false]);
    expect(error.field("address.pin")).toBe("6 digits");
  });

  it("names the status when the answer has no error body (a proxy's page, an empty body)", () => {
    for (const body of [null, "<html>Bad gateway</html>", { error: "text" }, { error: { code: 7 } }]) {
      const error = errorOfAnswer(502, body);
      expect([error.code, error.message, error.fields]).toEqual(["error", "Request failed (502).", {}]);
    }
  });
});

describe("toApiError", () => {
  it("passes an ApiError through and turns anything else into the one network failure", () => {
    const answered = new ApiError(409, "conflict", "Taken.");
    expect(toApiError(answered)).toBe(answered);
    for (const failure of [new TypeError("Failed to fetch"), "offline", undefined]) {
      const error = toApiError(failure);
      expect([error.status, error.code, error.message, error.unanswered]).toEqual([0, "network", NETWORK_FAILURE, true]);
    }
  });
});

describe("api", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        response.setHeader("content-type", "application/json");
        if (request.url === "/ok")
          return response.end(JSON.stringify({ method: request.method, type: request.headers["content-type"], body: JSON.parse(body || "null") }));
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { code: "not_found", message: "No such product." } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends JSON and returns the answer's body", async () => {
    expect(await api(`${base}/ok`, { method: "POST", body: { quantity: 2 } })).toEqual({ method: "POST", type: "application/json", body: { quantity: 2 } });
  });

  it("throws the answer's error as an ApiError", async () => {
    await expect(api(`${base}/missing`)).rejects.toMatchObject({ status: 404, code: "not_found", message: "No such product." });
  });

  it("throws the network failure when nothing answers", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(api(`http://127.0.0.1:${port}/ok`)).rejects.toMatchObject({ status: 0, code: "network", message: NETWORK_FAILURE });
  });
});
