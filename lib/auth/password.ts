import crypto from "node:crypto";
import os from "node:os";
import { promisify } from "node:util";
import { passwordHashCost } from "../config.ts";
import { concurrencyLimit } from "../concurrency.ts";

const scryptAsync = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise),
// which file reads, DNS lookups, zlib and Web Crypto (session tokens) share. A burst of
// sign-ups or sign-ins would fill every thread and every core with hashing and stall
// unrelated requests for seconds, so hashes take turns: at most one core's worth fewer than
// the machine has, and always two pool threads left free. The others wait in order.
const HASHES_AT_ONCE = Math.max(1, Math.min(os.availableParallelism() - 1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2));
const hashing = concurrencyLimit(HASHES_AT_ONCE);
const scrypt = (...args: Parameters<typeof scryptAsync>) => hashing(() => scryptAsync(...args));

// scrypt with one of OWASP's equivalent parameter sets (N=2^14, r=8, p=5): 16 MiB per hash,
// about 0.2 s here. Memory-hard, built into Node, no native addon to compile. The test
// suites lower N (PASSWORD_HASH_COST, lib/config.ts).
const PARAMS = { r: 8, p: 5, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash`, base64url parts, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const N = 2 ** passwordHashCost();
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...PARAMS, N });
  return ["scrypt", N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return crypto.timingSafeEqual(key, expected);
}
