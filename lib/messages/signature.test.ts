import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { isMetaSignature } from "./signature.ts";

const body = '{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[]}]}';
const sign = (text: string, secret = "app-secret") => `sha256=${crypto.createHmac("sha256", secret).update(text).digest("hex")}`;

describe("Meta's webhook signature", () => {
  it("accepts sha256= and the HMAC of the exact raw body under the app secret", () => {
    expect(isMetaSignature("app-secret", body, sign(body))).toBe(true);
  });

  it("refuses a flipped byte of the signature or of the body", () => {
    const signature = sign(body);
    const flipped = signature.slice(0, -1) + (signature.endsWith("0") ? "1" : "0");
    expect(isMetaSignature("app-secret", body, flipped)).toBe(false);
    expect(isMetaSignature("app-secret", body.replace('"1"', '"2"'), signature)).toBe(false);
  });

  it("refuses another secret's signature", () => {
    expect(isMetaSignature("app-secret", body, sign(body, "another-secret"))).toBe(false);
  });

  it("refuses the same payload re-serialised (other spacing, other key order)", () => {
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    expect(isMetaSignature("app-secret", reserialised, sign(body))).toBe(false);
  });

  it("refuses no header, a bare hex digest and a signature in capitals", () => {
    const signature = sign(body);
    expect(isMetaSignature("app-secret", body, null)).toBe(false);
    expect(isMetaSignature("app-secret", body, signature.slice("sha256=".length))).toBe(false);
    expect(isMetaSignature("app-secret", body, signature.toUpperCase())).toBe(false);
  });
});
