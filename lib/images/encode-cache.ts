import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { imageEncodeCache } from "../config.ts";

/**
 * Encodes `input` with `encode`, or reads what the same step made of the same bytes before.
 * Only where IMAGE_ENCODE_CACHE names a folder: `npm test` gives each run a new one, because
 * the demo shop is seeded three times a run (the browser tests' data, the seed test, the
 * several-processes test) and its photos, the same pixels every time, were a third of each
 * seed's CPU. A new folder per run means the first encode of each input in a run is a real
 * one, and a change to the encoding between runs never meets an old entry. `step` names the
 * encoding and every setting that varies between calls (a width).
 */
export async function encodeOnce(step: string, input: Buffer, encode: () => Promise<Buffer>): Promise<Buffer> {
  const folder = imageEncodeCache();
  if (!folder) return encode();
  const key = crypto.createHash("sha256").update(step).update("\0").update(input).digest("hex");
  const file = path.join(folder, `${key}.bin`);
  try {
    return await fs.readFile(file);
  } catch {
    // Not encoded yet in this run.
  }
  const output = await encode();
  // Written aside and renamed, so another process reading the same key sees all of it or nothing.
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(partial, output);
  await fs.rename(partial, file);
  return output;
}
