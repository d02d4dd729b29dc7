import crypto from "node:crypto";

// Meta signs each webhook delivery with the app secret: `X-Hub-Signature-256: sha256=` and the
// hex HMAC-SHA256 of the raw body (developers.facebook.com/docs/graph-api/webhooks/getting-started,
// "Validating payloads"). The raw body, not a parse of it: a body re-serialised differs in its
// bytes. Compared in constant time, so a signature cannot be learnt byte by byte.

/** Whether the header is Meta's signature of exactly this raw body under the app secret. */
export function isMetaSignature(appSecret: string, rawBody: string, header: string | null): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = Buffer.from(`sha256=${crypto.createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex")}`, "utf8");
  const given = Buffer.from(header, "utf8");
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
