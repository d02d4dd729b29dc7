import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

// libuv's thread pool (4 threads by default) also serves file reads, DNS, zlib and Web
// Crypto. A burst of password hashes must leave room there for everything else.

describe("password hashing under a burst", () => {
  it("leaves thread-pool room: a file read started during 8 hashes ends before the first hash does", async () => {
    const events: string[] = [];
    const hashes = Array.from({ length: 8 }, (_, i) => hashPassword(`passphrase number ${i}`).then((hash) => (events.push("hash"), hash)));
    const read = fs.readFile("package.json").then(() => events.push("read"));
    const all = await Promise.all(hashes);
    await read;
    expect(events[0]).toBe("read");
    await expect(verifyPassword("passphrase number 3", all[3])).resolves.toBe(true);
    await expect(verifyPassword("passphrase number 3", all[4])).resolves.toBe(false);
  }, 60_000);
});
