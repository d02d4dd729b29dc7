import { decode, encode } from "next-auth/jwt";
import { authSecret } from "./secret.ts";

/** Seven days, for the token and the cookie alike. */
export const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** What a session token says: the user, whether they are a seller, and the token version it was issued under. */
export interface TokenClaims {
  sub: string;
  admin: boolean;
  tv: number;
}

/** next-auth's JWT, encrypted (A256GCM) with a key derived from AUTH_SECRET: only this shop can make or read one. */
export async function issueToken(claims: TokenClaims): Promise<string> {
  return encode({ token: { ...claims }, secret: authSecret(), maxAge: TOKEN_MAX_AGE_SECONDS });
}

/**
 * Verifies a token without the database: for proxy.ts redirects only. Route handlers
 * and pages use session.ts, which also checks the user still exists and was not logged out.
 */
export async function readTokenClaims(token: string): Promise<TokenClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const payload = await decode({ token, secret: authSecret() });
    if (!payload || typeof payload.sub !== "string" || typeof payload.admin !== "boolean" || !Number.isInteger(payload.tv)) return null;
    return { sub: payload.sub, admin: payload.admin, tv: payload.tv as number };
  } catch {
    // Forged, tampered, expired or not a token at all: the same answer for each.
    return null;
  }
}
