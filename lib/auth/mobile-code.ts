import crypto from "node:crypto";
import { prisma } from "../db.ts";
import { withKeyLocks } from "../db/key-lock.ts";
import { AppError, tooManyRequests, unauthorized } from "../errors.ts";
import { channelsFromConfig } from "../messages/channels.ts";
import { throttleNetwork } from "../security/client-address.ts";
import { authSecret } from "./secret.ts";

// One-time codes sent by SMS (SECURITY.md, Accounts and sessions): six digits, alive five
// minutes, kept only as an HMAC under the shop's secret (a stolen table alone cannot be
// searched for them), dead after five tries. A number may be sent three codes and a client
// network ten in 15 minutes. Only the newest code of a number and purpose counts.

export const CODE_SECONDS = 300;
export const CODE_TRIES = 5;
export const CODE_LIMITS = { mobile: 3, network: 10 } as const;
export const CODE_WINDOW_MINUTES = 15;

/** One answer for a wrong, expired, spent or unknown code, so none tells which it was. */
export const CODE_FAILED = "That code is not right, or no longer valid. Ask for a new one.";

/**
 * Signing in with a number; a signed-in account adding or changing its number; or an account
 * without a password proving it is its person before a password is set or the account deleted
 * (lib/auth/identity.ts).
 */
export type CodePurpose = { purpose: "sign_in" } | { purpose: "change" | "confirm"; userId: string };

function codeHash(mobile: string, code: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`mobile-code:${mobile}:${code}`).digest("base64url");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

const windowStart = (now: Date) => new Date(now.getTime() - CODE_WINDOW_MINUTES * 60_000);

/** Seconds until enough of these codes leave the window for one more. */
function retryAfter(createdAts: Date[], limit: number, now: Date): number {
  const oldestCounted = createdAts.sort((a, b) => b.getTime() - a.getTime())[limit - 1];
  return (oldestCounted.getTime() + CODE_WINDOW_MINUTES * 60_000 - now.getTime()) / 1000;
}

/**
 * Makes a code for the number and sends it by SMS; 429 with Retry-After past a limit. A code
 * the SMS provider did not take is removed again (it counts against no limit) and is 502.
 */
export async function sendMobileCode(mobile: string, purpose: CodePurpose, address: string): Promise<void> {
  const network = throttleNetwork(address);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  const now = new Date();
  const id = await withKeyLocks([`mobile-code:${mobile}`, `mobile-code-network:${network}`], async (tx) => {
    const recent = await tx.mobileCode.findMany({
      where: { OR: [{ mobile }, { network }], createdAt: { gt: windowStart(now) } },
      select: { mobile: true, network: true, createdAt: true },
    });
    const ofMobile = recent.filter((r) => r.mobile === mobile).map((r) => r.createdAt);
    const ofNetwork = recent.filter((r) => r.network === network).map((r) => r.createdAt);
    if (ofMobile.length >= CODE_LIMITS.mobile) {
      throw tooManyRequests("Too many codes for this number. Please wait and try again.", retryAfter(ofMobile, CODE_LIMITS.mobile, now));
    }
    if (ofNetwork.length >= CODE_LIMITS.network) {
      throw tooManyRequests("Too many codes asked for from your address. Please wait and try again.", retryAfter(ofNetwork, CODE_LIMITS.network, now));
    }
    const row = await tx.mobileCode.create({
      data: {
        mobile,
        purpose: purpose.purpose,
        userId: purpose.purpose === "sign_in" ? null : purpose.userId,
        codeHash: codeHash(mobile, code),
        expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
        network,
        createdAt: now,
      },
      select: { id: true },
    });
    return row.id;
  });
  try {
    await channelsFromConfig().sms(mobile, "otp", { OTP: code });
  } catch (error) {
    await prisma.mobileCode.delete({ where: { id } });
    console.error(`[messages] sign-in code to ${mobile} not sent: ${(error as Error).message}`);
    throw new AppError(502, "sms_unavailable", "The code could not be sent just now. Please try again in a moment.");
  }
}

/**
 * Spends the newest code of this number and purpose when `code` is it; 401 with one message
 * otherwise. Each check first takes one of the code's tries in one conditional update, so a
 * burst of guesses sent at once gets no more than five looks, and of several right answers at
 * once only one marks the code used. Returns the number the code was sent to.
 */
export async function spendMobileCode(purpose: CodePurpose, code: string, mobile?: string): Promise<string> {
  const newest = await prisma.mobileCode.findFirst({
    where: { purpose: purpose.purpose, ...(purpose.purpose === "sign_in" ? { mobile, userId: null } : { userId: purpose.userId }) },
    orderBy: { id: "desc" },
    select: { id: true, mobile: true, codeHash: true },
  });
  if (!newest) throw unauthorized(CODE_FAILED);
  const now = new Date();
  const live = { id: newest.id, usedAt: null, expiresAt: { gt: now } };
  const { count: tried } = await prisma.mobileCode.updateMany({ where: { ...live, tries: { lt: CODE_TRIES } }, data: { tries: { increment: 1 } } });
  if (tried === 0 || !sameHash(newest.codeHash, codeHash(newest.mobile, code))) throw unauthorized(CODE_FAILED);
  const { count: spent } = await prisma.mobileCode.updateMany({ where: live, data: { usedAt: now } });
  if (spent === 0) throw unauthorized(CODE_FAILED);
  return newest.mobile;
}
