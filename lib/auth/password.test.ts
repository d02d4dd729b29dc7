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
  });
});

describe("password hashing cost", () => {
  it("is OWASP's N=2^14 unless PASSWORD_HASH_COST says otherwise, and a hash verifies whatever the setting is later", async () => {
    const before = process.env.PASSWORD_HASH_COST;
    try {
      delete process.env.PASSWORD_HASH_COST;
      const strong = await hashPassword("a long passphrase");
      expect(strong).toMatch(/^scrypt\$16384\$8\$5\$/);
      process.env.PASSWORD_HASH_COST = "10";
      const cheap = await hashPassword("a long passphrase");
      expect(cheap).toMatch(/^scrypt\$1024\$8\$5\$/);
      await expect(verifyPassword("a long passphrase", strong)).resolves.toBe(true);
      delete process.env.PASSWORD_HASH_COST;
      await expect(verifyPassword("a long passphrase", cheap)).resolves.toBe(true);
      await expect(verifyPassword("another passphrase", cheap)).resolves.toBe(false);
      process.env.PASSWORD_HASH_COST = "3";
      expect(await hashPassword("a long passphrase")).toMatch(/^scrypt\$16384\$/);
    } finally {
      if (before === undefined) delete process.env.PASSWORD_HASH_COST;
      else process.env.PASSWORD_HASH_COST = before;
    }
  });
});
