import crypto from "node:crypto";
import { authSecret } from "../auth/secret.ts";
import type { RefundTo } from "../validation/returns.ts";

// Where a refund outside the payment goes (a cash-on-delivery shopper's UPI ID or bank
// account): kept sealed with AES-256-GCM under a key derived from AUTH_SECRET, shown only
// masked, and erased once the refund is made (lib/flows/handle-return.ts). Only the seller or
// owner who sends the money reads it in full (openRefundTo).

const KEY_INFO = "vastra return refund details v1";

function key(): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", authSecret(), Buffer.alloc(0), KEY_INFO, 32));
}

/** The details as one sealed text: iv, tag and ciphertext, base64url, dot-separated. */
export function sealRefundTo(details: RefundTo): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(details), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

/** The details back from their sealed text; throws when it was altered or sealed under another secret. */
export function openRefundTo(sealed: string): RefundTo {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(), iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8")) as RefundTo;
}

/** The details as pages show them: `UPI a•••@okhdfc`, `Bank ••••6789 (SBIN0001234)`; never a full account number or UPI ID. */
export function maskRefundTo(details: RefundTo): string {
  if ("upi" in details) {
    const [handle, bank] = details.upi.split("@");
    return `UPI ${handle.slice(0, 1)}•••@${bank}`;
  }
  return `Bank ••••${details.bank.account.slice(-4)} (${details.bank.ifsc})`;
}
