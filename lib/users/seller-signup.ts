import { sellerSignup } from "../config.ts";

/** What became of a sign-up that asked to sell: a seller now, a request for the owner, or a shopper because the shop takes no sellers. */
export type SellerSignupOutcome = "approved" | "pending" | "closed";

export interface SignupRole {
  /** A seller from the start. */
  admin: boolean;
  /** The shop's owner: the first seller of a shop that has none. */
  owner: boolean;
  /** A request to sell that the owner decides (lib/users/seller-requests.ts). */
  requested: boolean;
  /** Said in the sign-up's answer when it asked to sell. */
  seller?: SellerSignupOutcome;
}

/**
 * Who a sign-up becomes, by SELLER_SIGNUP: `approval` (the default) makes one that asks to
 * sell a shopper with a request the owner approves or declines; `open` makes it a seller;
 * `closed` a shopper, since only the owner makes sellers. In a shop with no owner yet
 * (`first`), a sign-up that asks to sell becomes its owner whatever the setting: someone has
 * to be there to approve the others. A sign-up that does not ask is a shopper.
 */
export function signupRole(asksToSell: boolean, first = false): SignupRole {
  if (!asksToSell) return { admin: false, owner: false, requested: false };
  if (first) return { admin: true, owner: true, requested: false, seller: "approved" };
  const mode = sellerSignup();
  if (mode === "open") return { admin: true, owner: false, requested: false, seller: "approved" };
  if (mode === "approval") return { admin: false, owner: false, requested: true, seller: "pending" };
  return { admin: false, owner: false, requested: false, seller: "closed" };
}

const SELLER_MESSAGES: Record<SellerSignupOutcome, string> = {
  approved: "You can sell on this shop: log in to open your seller console.",
  pending: "Your request to sell waits for the shop owner's approval; until then you can shop.",
  closed: "This shop is not taking new sellers, so your account is a shopper's.",
};

/** The sign-up's answer in words: the account, the confirmation mail, and what became of a request to sell. */
export function signupMessage(email: string, role: SignupRole): string {
  const mail = `Your account is ready. We mailed ${email} a link to confirm the address.`;
  if (role.owner) return `${mail} You are the shop's first seller, so you run it: log in to open your seller console and fill in the shop profile.`;
  return role.seller ? `${mail} ${SELLER_MESSAGES[role.seller]}` : mail;
}
