import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { encodeOnce } from "@/lib/images/encode-cache";
import { resizeWebp } from "@/lib/images/process";

const before = process.env.IMAGE_ENCODE_CACHE;
afterEach(() => {
  if (before === undefined) delete process.env.IMAGE_ENCODE_CACHE;
  else process.env.IMAGE_ENCODE_CACHE = before;
});

const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#0f766e" } })
    .webp()
    .toBuffer();

describe("encodeOnce", () => {
  it("encodes every time without IMAGE_ENCODE_CACHE", async () => {
    delete process.env.IMAGE_ENCODE_CACHE;
    const encode = vi.fn(async () => Buffer.from("encoded"));
    await encodeOnce("step", Buffer.from("in"), encode);
    await encodeOnce("step", Buffer.from("in"), encode);
    expect(encode).toHaveBeenCalledTimes(2);
  });

  it("with a folder, encodes the same bytes in the same step once and hands back what it made", async () => {
    process.env.IMAGE_ENCODE_CACHE = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-encode-"));
    const encode = vi.fn(async () => Buffer.from(`encoded ${encode.mock.calls.length}`));
    const first = await encodeOnce("step", Buffer.from("in"), encode);
    expect(await encodeOnce("step", Buffer.from("in"), encode)).toEqual(first);
    expect(encode).toHaveBeenCalledTimes(1);
    // Other bytes, or another step (a width), are another encode.
    await encodeOnce("step", Buffer.from("other"), encode);
    await encodeOnce("another step", Buffer.from("in"), encode);
    expect(encode).toHaveBeenCalledTimes(3);
    fs.rmSync(process.env.IMAGE_ENCODE_CACHE, { recursive: true, force: true });
  });

  it("keeps a resize's real output: the same pixels at the width asked for", async () => {
    const input = await photo();
    delete process.env.IMAGE_ENCODE_CACHE;
    const fresh = await resizeWebp(input, 160);
    process.env.IMAGE_ENCODE_CACHE = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-encode-"));
    const made = await resizeWebp(input, 160);
    const kept = await resizeWebp(input, 160);
    expect(kept).toEqual(made);
    expect(made).toEqual(fresh);
    expect((await sharp(kept).metadata()).width).toBe(160);
    expect((await resizeWebp(input, 320)).equals(kept)).toBe(false);
    fs.rmSync(process.env.IMAGE_ENCODE_CACHE, { recursive: true, force: true });
  });
});
