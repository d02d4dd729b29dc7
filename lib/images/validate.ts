import { badRequest, tooLarge, unsupportedMedia } from "../errors.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A data URL of MAX_IMAGE_BYTES in base64, plus its header. */
export const MAX_IMAGE_DATA_URL_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 100;

export type ImageKind = "jpeg" | "png" | "webp" | "avif";

/** The image type by its first bytes; the declared type or file name is never trusted. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  const ascii = (i: number, text: string) => at(i, ...Array.from(text, (c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "webp";
  if (ascii(4, "ftyp") && (ascii(8, "avif") || ascii(8, "avis"))) return "avif";
  return null;
}

/** Decodes `data:image/...;base64,...` into bytes, refusing anything but a base64 image data URL. */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  if (dataUrl.length > MAX_IMAGE_DATA_URL_CHARS) throw tooLarge(`Images may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/i.exec(dataUrl);
  if (!match) throw badRequest("The image must be sent as a base64 data URL.", { data: ["not a base64 data URL"] });
  const payload = dataUrl.slice(match[0].length);
  if (!/^[A-Za-z0-9+/\r\n]*={0,2}$/.test(payload)) throw badRequest("The image data is not valid base64.", { data: ["not valid base64"] });
  return Buffer.from(payload, "base64");
}

/**
 * Openers of HTML, SVG, script or PHP, in any letter case. An image file carrying one is a
 * polyglot: something a browser or a server could also read as a page or a program. Each
 * pattern is long enough that compressed pixels do not spell it by chance (well under one
 * in a thousand for a 5 MB file), while XMP metadata, which is XML, uses none of them.
 */
const MARKUP = /<(?:script|html[\s>]|body[\s>]|svg[\s>]|iframe|object[\s>]|embed[\s>]|\?php|!doctype\s+html)/i;

/** True when the bytes carry markup anywhere (at the start, in a metadata field, or appended). */
export function carriesMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));
}

/**
 * Checks size and type by content; returns the kind. Polyglots are refused even though
 * re-encoding (process.ts) would drop their markup: what a seller uploads is a picture, and
 * one carrying a page or a script is an attack, not a photo.
 */
export function checkImageBytes(bytes: Uint8Array): ImageKind {
  if (bytes.length === 0) throw badRequest("The image is empty.", { data: ["empty image"] });
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(`Images may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  const kind = sniffImageKind(bytes);
  if (!kind) throw unsupportedMedia("Only JPEG, PNG, WebP and AVIF images are accepted.");
  if (carriesMarkup(bytes)) throw unsupportedMedia("This image file also carries HTML or script; export it again as a plain picture.");
  return kind;
}
