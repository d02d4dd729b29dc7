import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { badRequest } from "@/lib/errors";
import { MAX_JSON_BYTES, methodNotAllowed, preflight, readJson, route } from "@/lib/http";

const schema = z.object({ name: z.string() });
const post = (body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://shop.test/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

const echo = route(async (request) => Response.json(await readJson(request, schema)));
const run = async (request: Request) => {
  const response = await echo(request, { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json(), headers: response.headers };
};

afterEach(() => {
  delete process.env.CORS_ORIGINS;
});

describe("route wrapper and readJson", () => {
  it("parses and validates JSON, dropping unknown keys", async () => {
    expect(await run(post('{"name":"a","admin":true}'))).toMatchObject({ status: 200, body: { name: "a" } });
  });

  it("answers 400 invalid_json for malformed JSON and 400 with fields for wrong types", async () => {
    expect(await run(post('{"name":'))).toMatchObject({ status: 400, body: { error: { code: "invalid_json" } } });
    expect(await run(post('{"name":1}'))).toMatchObject({ status: 400, body: { error: { code: "bad_request", fields: { name: [expect.any(String)] } } } });
    expect(await run(post("[]"))).toMatchObject({ status: 400, body: { error: { fields: { _: [expect.any(String)] } } } });
  });

  it("refuses a body over 1 MB by its Content-Length, and reads the rest to its end before answering", async () => {
    const request = post("{}", { "content-type": "application/json", "content-length": String(MAX_JSON_BYTES + 1) });
    expect(await run(request)).toMatchObject({ status: 413, body: { error: { code: "too_large" } } });
    // A server that answers while the client still sends resets the connection: the client would never read the 413.
    expect(request.bodyUsed).toBe(true);
  });

  /** A body of `chunks` chunks of 1 MB (endless when Infinity), counting how many were asked for. */
  function countedStream(chunks: number) {
    const counter = { pulled: 0 };
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        counter.pulled++;
        if (counter.pulled > chunks) controller.close();
        else controller.enqueue(chunk);
      },
    });
    return { stream, counter };
  }

  it("reads an oversized streamed body to its end and answers 413", async () => {
    const { stream, counter } = countedStream(20);
    expect((await run(post(stream))).status).toBe(413);
    expect(counter.pulled).toBe(21);
  });

  it("stops reading an oversized body after 64 MB: a body without end is not read forever", async () => {
    const { stream, counter } = countedStream(Infinity);
    const answer = await run(post(stream));
    expect(answer.status).toBe(413);
    expect(answer.headers.get("connection")).toBe("close");
    expect(counter.pulled).toBeGreaterThanOrEqual(64);
    expect(counter.pulled).toBeLessThan(70);
  });

  it("refuses form encodings and a body without a type (415) but takes JSON with or without a charset", async () => {
    expect((await run(post("name=a", { "content-type": "application/x-www-form-urlencoded" }))).status).toBe(415);
    expect((await run(post('{"name":"a"}', { "content-type": "text/plain" }))).status).toBe(415);
    expect((await run(post('{"name":"a"}', { "content-type": "application/json; charset=utf-8" }))).status).toBe(200);
    // Bytes carry no type of their own (a string body would become text/plain): navigator.sendBeacon's Blob.
    expect((await run(post(new TextEncoder().encode('{"name":"a"}'), { "content-length": "12" }))).status).toBe(415);
  });

  it("maps AppError to its status and shape, and anything else to a bare 500 without details", async () => {
    const failing = route(async () => {
      throw badRequest("Nope.", { a: ["bad"] });
    });
    const crashing = route(async () => {
      throw new Error("secret internals at /srv/app.ts:12");
    });
    const ctx = { params: Promise.resolve({}) };
    const first = await failing(new Request("http://shop.test/api/x"), ctx);
    expect([first.status, await first.json()]).toEqual([400, { error: { code: "bad_request", message: "Nope.", fields: { a: ["Bad."] } } }]);
    const originalError = console.error;
    console.error = () => {};
    try {
      const second = await crashing(new Request("http://shop.test/api/x"), ctx);
      const text = await second.text();
      expect(second.status).toBe(500);
      expect(text).not.toContain("secret");
    } finally {
      console.error = originalError;
    }
  });

  it("answers a database too busy to serve in time (no connection or transaction slot, a conflict) with 503 and Retry-After", async () => {
    const ctx = { params: Promise.resolve({}) };
    const originalError = console.error;
    console.error = () => {};
    try {
      for (const code of ["P1001", "P2024", "P2028", "P2034"]) {
        const busy = route(async () => {
          throw Object.assign(new Error(`prisma ${code} at /srv/app.ts:12`), { code });
        });
        const answer = await busy(new Request("http://shop.test/api/x"), ctx);
        expect(answer.status, code).toBe(503);
        expect(answer.headers.get("retry-after"), code).toMatch(/^\d+$/);
        expect(await answer.json()).toEqual({ error: { code: "busy", message: expect.any(String) } });
      }
    } finally {
      console.error = originalError;
    }
  });
});

describe("CORS", () => {
  it("adds Access-Control-Allow-Origin only for origins in CORS_ORIGINS", async () => {
    process.env.CORS_ORIGINS = "http://a.example, http://b.example";
    const allowed = await run(new Request("http://shop.test/api/x", { method: "POST", body: '{"name":"a"}', headers: { origin: "http://b.example" } }));
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://b.example");
    expect(allowed.headers.get("access-control-expose-headers")).toBe("X-Total-Count, Retry-After");
    const other = await run(new Request("http://shop.test/api/x", { method: "POST", body: '{"name":"a"}', headers: { origin: "http://c.example" } }));
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers preflights of allowed origins with 204 and refuses others with 403", async () => {
    process.env.CORS_ORIGINS = "http://a.example";
    const yes = await preflight(new Request("http://shop.test/api/x", { method: "OPTIONS", headers: { origin: "http://a.example" } }));
    expect(yes.status).toBe(204);
    expect(yes.headers.get("access-control-allow-headers")).toMatch(/token/);
    const no = await preflight(new Request("http://shop.test/api/x", { method: "OPTIONS", headers: { origin: "http://z.example" } }));
    expect(no.status).toBe(403);
    expect(no.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("methodNotAllowed", () => {
  it("answers 405 in the error shape with the call's methods in Allow", async () => {
    const response = await methodNotAllowed("GET, PUT")(new Request("http://shop.test/api/cart/add", { method: "POST" }), {
      params: Promise.resolve({ userId: "add" }),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PUT, OPTIONS");
    expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed", message: "This call takes GET, PUT." } });
  });
});
