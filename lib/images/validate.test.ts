import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { normalizeImage } from "@/lib/images/process";
import { MAX_IMAGE_BYTES, carriesMarkup, checkImageBytes, decodeImageDataUrl, sniffImageKind } from "@/lib/images/validate";

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();

async function statusOf(promise: Promise<unknown> | (() => unknown)): Promise<number | undefined> {
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (error) {
    return error instanceof AppError ? error.status : -1;
  }
  return undefined;
}

describe("image validation", () => {
  it("knows JPEG, PNG, WebP and AVIF by their bytes", async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } });
    expect(sniffImageKind(await base.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageKind(await base.clone().png().toBuffer())).toBe("png");
    expect(sniffImageKind(await base.clone().webp().toBuffer())).toBe("webp");
    expect(sniffImageKind(await base.clone().avif().toBuffer())).toBe("avif");
    expect(sniffImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageKind(Buffer.from("GIF89a......"))).toBeNull();
    expect(sniffImageKind(Buffer.from("<html><script>alert(1)</script></html>"))).toBeNull();
  });

  it("decodes base64 data URLs and refuses anything else", async () => {
    const bytes = await png();
    expect(decodeImageDataUrl(`data:image/png;base64,${bytes.toString("base64")}`).equals(bytes)).toBe(true);
    expect(await statusOf(() => decodeImageDataUrl("https://example.com/a.png"))).toBe(400);
    expect(await statusOf(() => decodeImageDataUrl("data:image/png;base64,@@@not-base64"))).toBe(400);
    expect(await statusOf(() => decodeImageDataUrl(`data:image/png;base64,${"A".repeat(8 * 1024 * 1024)}`))).toBe(413);
  });

  it("refuses empty, oversized and non-image bytes with the right status", async () => {
    expect(await statusOf(() => checkImageBytes(Buffer.alloc(0)))).toBe(400);
    const big = Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(await statusOf(() => checkImageBytes(big))).toBe(413);
    expect(await statusOf(() => checkImageBytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')))).toBe(415);
  });

  it("refuses polyglots: an image carrying HTML, SVG, script or PHP, appended or in its metadata", async () => {
    const bytes = await png();
    for (const markup of [
      "<html><body>hi</body></html>",
      "<SVG onload=alert(1)>",
      "<script>alert(1)</script>",
      "<?php system($_GET['c']); ?>",
      "<!DOCTYPE html><p>",
    ]) {
      expect(await statusOf(() => checkImageBytes(Buffer.concat([bytes, Buffer.from(markup)]))), markup).toBe(415);
    }
    const inExif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: "<script src=//evil.example/x.js></script>" } })
      .toBuffer();
    expect(await statusOf(normalizeImage(inExif))).toBe(415);
  });

  it("takes real pictures: noisy pixels and XMP metadata are not mistaken for markup; harmless trailing bytes are re-encoded away", async () => {
    // 1000 × 1000 of pseudo-random noise: about 3 MB of PNG that compresses to nothing like text.
    let seed = 7;
    const noise = Buffer.alloc(1000 * 1000 * 3, 0).map(() => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24) & 0xff);
    const noisy = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2_000_000);
    expect(carriesMarkup(noisy)).toBe(false);
    const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Kurta &lt;b&gt;sale&lt;/b&gt;</dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
    const withXmp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .jpeg()
      .withXmp(xmp)
      .toBuffer();
    expect(withXmp.includes("xmpmeta")).toBe(true);
    expect(checkImageBytes(withXmp)).toBe("jpeg");
    const trailing = Buffer.concat([await png(), Buffer.from("TRAILING-SECRET")]);
    const result = await normalizeImage(trailing);
    expect(result.data.includes("TRAILING-SECRET")).toBe(false);
  });

  it("re-encodes to WebP and drops metadata such as GPS", async () => {
    const withExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-owner" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 0/1" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const result = await normalizeImage(withExif);
    expect(result.format).toBe("webp");
    expect([result.width, result.height]).toEqual([64, 48]);
    const meta = await sharp(result.data).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(result.data.includes(Buffer.from("secret-owner"))).toBe(false);
  });

  it("refuses a file that starts like an image but is damaged", async () => {
    const bytes = await png();
    const damaged = Buffer.concat([bytes.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(await statusOf(normalizeImage(damaged))).toBe(415);
  });

  it("shrinks very large images to at most 1600 px on the long edge", async () => {
    const wide = await sharp({ create: { width: 3200, height: 800, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const result = await normalizeImage(wide);
    expect([result.width, result.height]).toEqual([1600, 400]);
  });
});
