import crypto from "node:crypto";
import { authSecret } from "../auth/secret.ts";
import { siteUrl } from "../config.ts";
import { prisma } from "../db.ts";
import { localized, type Lang } from "../i18n/langs.ts";

// The one-click unsubscribe of the wishlist's alerts (RFC 8058): each mail carries a link
// signed for its shopper, which works without a login (a mail provider posts to it).

const signature = (userId: string) => crypto.createHmac("sha256", authSecret()).update(`wishlist-alerts-off:${userId}`).digest("base64url");

/** True when `token` is the signature of that user's unsubscribe link. */
export function isUnsubscribeToken(userId: string, token: string): boolean {
  const expected = Buffer.from(signature(userId));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The API's address that a mail provider posts `List-Unsubscribe=One-Click` to. */
export function unsubscribeApiUrl(userId: string): string {
  return `${siteUrl()}/api/wishlist/${userId}/alerts?${new URLSearchParams({ token: signature(userId) })}`;
}

/** The page the mail's own link opens, in the mail's language: one button that turns the alerts off. */
export function unsubscribePageUrl(userId: string, lang: Lang = "en"): string {
  return `${siteUrl()}${localized(lang, "/wishlist/alerts")}?${new URLSearchParams({ user: userId, token: signature(userId) })}`;
}

/** Turns a shopper's wishlist alerts off; again changes nothing. */
export async function stopWishlistAlerts(userId: string, now: Date): Promise<void> {
  await prisma.user.updateMany({ where: { id: userId, wishlistAlertsOffAt: null }, data: { wishlistAlertsOffAt: now } });
}
