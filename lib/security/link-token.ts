import crypto from "node:crypto";
import { siteUrl } from "../config.ts";
import type { Tx } from "../db/key-lock.ts";
import { AppError } from "../errors.ts";
import { localized, type Lang } from "../i18n/langs.ts";
import type { AccountTokenPurpose, PrismaClient } from "../generated/prisma/client.ts";

// Single-use, expiring links mailed to an account: e-mail verification and password reset
// (OWASP Forgot Password cheat sheet). A link's row is written with the mail that carries it
// (lib/mail/outbox.ts); the token itself is made only when the mail is sent
// (lib/mail/sender.ts calls mintLinkToken), so the database never holds a usable token, only
// its SHA-256. Each send makes a new token: a retried mail voids the one before.

/** How long each kind of link works, from the moment it was asked for. */
export const LINK_LIFETIME_MINUTES: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60,
  reset_password: 60,
  // A confirmation link works until its order's deadline (createOrderLink), at most a week.
  confirm_cod: 7 * 24 * 60,
  // A failed delivery attempt's answer: the courier holds a parcel for a few days at most.
  parcel_answer: 7 * 24 * 60,
};

/** The pages the links open; the token travels as the `token` query parameter. */
export const LINK_PATHS: Record<AccountTokenPurpose, string> = {
  verify_email: "/verify-email",
  reset_password: "/reset-password",
  confirm_cod: "/confirm-cod",
  parcel_answer: "/parcel-answer",
};

/** Stands for the token in a recorded mail until the sender puts a fresh one in its place. */
export const TOKEN_MARKER = "__LINK_TOKEN__";

/** The link a mail carries: always on SITE_URL, never on the Host a request named; to its page in the mail's language. */
export const linkUrl = (purpose: AccountTokenPurpose, lang: Lang = "en") => `${siteUrl()}${localized(lang, LINK_PATHS[purpose])}?token=${TOKEN_MARKER}`;

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export const invalidLink = (message = "This link has expired or was already used. Ask for a new one.") => new AppError(400, "invalid_token", message);

/**
 * A new link of `purpose` for the user, mailed to `email`; the user's earlier links of the
 * same purpose stop working. Returns the row's id, for the mail that carries it.
 */
export async function createLink(tx: Tx, userId: string, purpose: AccountTokenPurpose, email: string): Promise<string> {
  await voidLinks(tx, userId, purpose);
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MINUTES[purpose] * 60_000);
  const { id } = await tx.accountToken.create({ data: { userId, purpose, email, expiresAt }, select: { id: true } });
  return id;
}

/** The links that answer for one of the user's orders (and, for a parcel's, one of its parcels) rather than for the account. */
export type OrderLinkPurpose = Extract<AccountTokenPurpose, "confirm_cod" | "parcel_answer">;

/**
 * A link answering for one of the user's orders (a cash-on-delivery confirmation, or what to do
 * with a parcel the courier could not deliver), good until `expiresAt`; the user's other links
 * stay good (each order and parcel has its own). Returns the row's id.
 */
export async function createOrderLink(
  tx: Tx,
  purpose: OrderLinkPurpose,
  link: { userId: string; orderId: string; shipmentId?: string; email: string; expiresAt: Date },
): Promise<string> {
  const { id } = await tx.accountToken.create({ data: { ...link, purpose }, select: { id: true } });
  return id;
}

/** What an order link answers for. */
export interface OrderLink {
  orderId: string;
  shipmentId: string | null;
}

const orderLinkOf = (
  link: { purpose: AccountTokenPurpose; orderId: string | null; shipmentId: string | null; usedAt: Date | null } | null,
  purpose: OrderLinkPurpose,
) => (link && link.purpose === purpose && link.orderId && !link.usedAt ? { orderId: link.orderId, shipmentId: link.shipmentId } : null);

const ORDER_LINK_FIELDS = { id: true, purpose: true, orderId: true, shipmentId: true, usedAt: true } as const;

/**
 * Uses an order's link of `purpose` once: what it answers for, whether or not its time has
 * passed (the order says what a late answer gets); null for a token that never existed, was
 * used or was voided. Of two uses at once, one wins.
 */
export async function useOrderLink(tx: Tx, token: string, now: Date, purpose: OrderLinkPurpose): Promise<OrderLink | null> {
  const link = await tx.accountToken.findUnique({ where: { tokenHash: hashOf(token) }, select: ORDER_LINK_FIELDS });
  const found = orderLinkOf(link, purpose);
  if (!found) return null;
  const { count } = await tx.accountToken.updateMany({ where: { id: link!.id, usedAt: null }, data: { usedAt: now } });
  return count === 1 ? found : null;
}

/** What an unused order link of `purpose` answers for, without using it (its page shows the order's number); null otherwise. */
export async function orderOfLink(db: Tx, token: string, purpose: OrderLinkPurpose): Promise<OrderLink | null> {
  return orderLinkOf(await db.accountToken.findUnique({ where: { tokenHash: hashOf(token) }, select: ORDER_LINK_FIELDS }), purpose);
}

/** Voids the user's unused links (of one purpose, or all). */
export async function voidLinks(tx: Tx, userId: string, purpose?: AccountTokenPurpose): Promise<void> {
  await tx.accountToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } });
}

/**
 * Makes the token for a link as its mail is sent, and keeps only its hash; null when the link
 * was used, voided or has expired meanwhile (its mail is then not sent).
 */
export async function mintLinkToken(db: PrismaClient, linkId: string): Promise<string | null> {
  const token = crypto.randomBytes(32).toString("base64url");
  const { count } = await db.accountToken.updateMany({
    where: { id: linkId, usedAt: null, expiresAt: { gt: new Date() } },
    data: { tokenHash: hashOf(token) },
  });
  return count === 1 ? token : null;
}

interface Link {
  id: string;
  userId: string;
  email: string;
}

/** The link a token opens, when it is one of `purpose` and still good; else 400 `invalid_token`. */
export async function findLink(db: Tx, token: string, purpose: AccountTokenPurpose): Promise<Link> {
  const link = await db.accountToken.findUnique({
    where: { tokenHash: hashOf(token) },
    select: { id: true, userId: true, email: true, purpose: true, usedAt: true, expiresAt: true },
  });
  if (!link || link.purpose !== purpose || link.usedAt || link.expiresAt <= new Date()) throw invalidLink();
  return { id: link.id, userId: link.userId, email: link.email };
}

/**
 * Uses a link once: its row (the user, the address it went to) when the token is one of
 * `purpose` and still good, which also voids it; else 400 `invalid_token`, the same answer
 * for a token that never existed, was used, was voided or has expired. Of two uses at once, one wins.
 */
export async function useLink(tx: Tx, token: string, purpose: AccountTokenPurpose): Promise<Link> {
  const link = await findLink(tx, token, purpose);
  const { count } = await tx.accountToken.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: new Date() } });
  if (count !== 1) throw invalidLink();
  return link;
}
