import { DISCOUNT_PERCENT } from "../money.ts";
import type { PolicySlug } from "../validation/legal.ts";

// The shop's policies as they stand until the owner writes their own (docs/product.md, The
// shop's legal pages): written from the shop's real rules and its profile, so that a new
// shop shows true pages from its first day. The Consumer Protection (E-Commerce) Rules 2020
// ask for the return, refund, exchange, delivery, cancellation and payment policies and the
// grievance officer; the DPDP Act 2023 for a privacy notice and a way to have one's data erased.

/** What the texts say about this shop: its profile and its settings. */
export interface ShopFacts {
  name: string;
  legalName: string;
  /** One line: street address, city, state and PIN. */
  postalAddress: string;
  /** Where disputes are heard. */
  city: string;
  gstin: string;
  supportEmail: string;
  supportPhone: string;
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
  /** How a shopper may pay, as the checkout names them ("Cash on delivery"). */
  paymentMethods: string[];
  /** Days after delivery in which a return or a size exchange may be asked for; 0: no returns. */
  returnWindowDays: number;
  /** Whether a delivered item may be exchanged for another size. */
  returnExchange: boolean;
  /** What delivery costs, in one sentence. */
  deliveryCharges: string;
  /** How long the shop keeps its sales records (tax law), in words: "for 72 months from …". */
  salesRecordKeeping: string;
}

export { POLICY_SLUGS, type PolicySlug } from "../validation/legal.ts";

export const POLICY_TITLES: Record<PolicySlug, string> = {
  returns: "Returns, refunds and exchanges",
  shipping: "Shipping and delivery",
  cancellation: "Cancellation",
  payments: "Payments",
  reviews: "Reviews",
  privacy: "Privacy notice",
  terms: "Terms of use",
};

/** The shop's own promises the texts state, in every language the same (lib/legal/policy-defaults-hi.ts says them in Hindi). */
export const POLICY_TERMS = {
  /** Days after delivery to report an item that came damaged or wrong, when the shop takes no returns. */
  damageReportDays: 2,
  /** Working days within which a refund is paid. */
  refundWorkingDays: 7,
  /** Working days after acceptance within which most orders arrive. */
  arrivalWorkingDays: { from: 3, to: 7 },
  /** Days after acceptance from which an order that has not come is looked into. */
  lostAfterDays: 10,
  /** Hours within which a complaint is acknowledged. */
  acknowledgeHours: 48,
} as const;

const contact = (f: ShopFacts) => `write to ${f.supportEmail} or call ${f.supportPhone}`;
const grievance = (f: ShopFacts) =>
  `If we do not settle a complaint to your satisfaction, write to our grievance officer, ${f.grievanceOfficer.name} (${f.grievanceOfficer.designation}), at ${f.grievanceOfficer.email} or ${f.grievanceOfficer.phone}, or use the form on our grievance page. We acknowledge every complaint within ${POLICY_TERMS.acknowledgeHours} hours and resolve it within one month.`;

/** How to ask for a return, from the shop's window and exchange setting. */
function returnsSentence(f: ShopFacts): string {
  if (f.returnWindowDays === 0) {
    return `Items cannot be returned once delivered, unless they arrived damaged, defective or different from what you ordered: then ${contact(f)} within ${POLICY_TERMS.damageReportDays} days of delivery with your order number and the item.`;
  }
  const days = f.returnWindowDays === 1 ? "1 day" : `${f.returnWindowDays} days`;
  const what = f.returnExchange ? "to return an item, or to exchange it for another size in stock," : "to return an item";
  const button = f.returnExchange ? "Return or Exchange for another size" : "Return";
  return `You can ask ${what} within ${days} of its delivery: open the order under My orders and choose ${button} on the item. Each step (approved, picked up, received, refunded) is mailed to you and shown on the order.`;
}

const TEXTS: Record<PolicySlug, (f: ShopFacts) => string> = {
  returns: (f) => `${f.name} is run by ${f.legalName}, ${f.postalAddress}.

## Returns and exchanges
${returnsSentence(f)}
- The item must be unused and unwashed, with its tags and in its packing.
- Innerwear, socks and items sold as final sale cannot be returned for reasons of hygiene, unless they arrived damaged or wrong.
- An item that arrived damaged, defective or different from what you ordered can always be returned within that time, and we pay for sending it back.

## Refunds
Once the returned item reaches the seller and is found as described, we refund what you paid for it (its share of the order's discount taken off) within ${POLICY_TERMS.refundWorkingDays} working days: to the account or UPI ID you paid from, or, for an order paid in cash on delivery, to the bank account or UPI ID you give when asking. Delivery charges are refunded when a whole order comes back damaged, defective or not as described. A cancelled item that was never paid for needs no refund.

## Questions
${grievance(f)}`,

  shipping: (f) => `Orders on ${f.name} are sent by the seller of each item, within India, to the address you give at checkout.

## Charges
${f.deliveryCharges}

## When it arrives
A seller first accepts your order, then sends it. Most orders arrive within ${POLICY_TERMS.arrivalWorkingDays.from} to ${POLICY_TERMS.arrivalWorkingDays.to} working days of being accepted; far-off PIN codes can take longer. Your order page shows where your order is, and you get a mail when a seller accepts it, when it is sent (with the courier's name, the tracking number and a link to follow it) and when it is delivered.

## If it does not arrive
If an order has not arrived ${POLICY_TERMS.lostAfterDays} days after it was accepted, ${contact(f)} with your order number and we will find it, send it again or refund you.

${grievance(f)}`,

  cancellation: (f) => `## Cancelling as a shopper
You can cancel any item of your order until its seller has accepted it: open the order under My orders and choose Cancel order. Items already accepted can no longer be cancelled on the site; ${contact(f)} and we will do what we can, or return them after delivery under our returns policy.

## Cancelling by the seller
A seller may cancel an item they cannot send (it is out of stock, or cannot reach your PIN code); you are told by mail with the reason, and your order page shows it.

## Money
A cancelled item is never charged. If you had already paid for it, the amount is refunded within ${POLICY_TERMS.refundWorkingDays} working days to where you paid from.

${grievance(f)}`,

  payments: (f) => `## How you can pay
${f.paymentMethods.map((method) => `- ${method}`).join("\n")}

## Prices
Every price on ${f.name} is in Indian rupees and is the MRP, inclusive of all taxes. The cart takes ${DISCOUNT_PERCENT}% off the total MRP, and the checkout shows exactly what you pay before you order. Our GSTIN is ${f.gstin}.

## Cash on delivery
With cash on delivery you pay nothing when ordering: you pay the amount on your order page to the person who delivers it. Cancelled items are never charged.

## Security
We never ask for your card number, UPI PIN or OTP by mail, phone or message. If someone does in our name, do not answer: ${contact(f)}.`,

  reviews: (
    f,
  ) => `Reviews on ${f.name} are written by shoppers who received what they review, and they are shown as written, good or bad. This policy follows the principles of IS 19000:2022 on online consumer reviews.

## Who can write one
Only a shopper who received the item can review it: you can write one review of each item delivered to you (an item you returned afterwards still counts, you held it), with up to three photos, and edit or delete it at any time from the item's page. Every review shows the size bought and is marked as from a verified buyer. Your review shows your first name and the initial of your last name, never your username or e-mail address.

## What we show
An item's rating is the average of all its shown reviews, with how many gave each number of stars. We do not pay for reviews, offer anything for a good one, or write any ourselves. The seller of the item may answer a review once, and that answer is shown beneath it.

## What we hide, and why
We never hide a review for being negative. We hide a review only when it is abusive, carries someone's personal data (a phone number, an address), is not about the item, or is spam. A hidden review leaves the item's page and rating; its author still sees it, marked with the reason, and may edit it. Nothing else removes a review but its author.

## Questions
${grievance(f)}`,

  privacy: (
    f,
  ) => `This notice says what personal data ${f.legalName} ("we"), ${f.postalAddress}, keeps when you use ${f.name}, why, for how long, and how you can have it corrected or erased, as the Digital Personal Data Protection Act, 2023 asks. We are the data fiduciary.

## What we keep, and why
- Your account: first and last name, username, e-mail address and a scrambled form of your password (never the password itself). To let you sign in and to tell you about your orders.
- Your orders: what you bought, the delivery name, mobile number and address, and what you paid. To deliver them, to take returns, and because tax law asks us to keep sales records.
- Your cart and saved addresses: to keep them between visits.
- Sign-in and request records: the network address a request came from, for a few minutes to a day, to stop people guessing passwords or flooding the shop. Not used for anything else.
- A session cookie, and your user id and sign-in token in your browser's storage: to keep you signed in. We use no advertising or tracking cookies.

## Who else sees it
The seller of each item sees the delivery name, mobile number and address of the orders they send, and nothing else about you. Our mail provider carries our mails to you. We sell your data to nobody.

## How long
Your account data stays until you delete your account. Orders are sales records: we keep them ${f.salesRecordKeeping}. Once you delete your account they are no longer linked to you, but each keeps the delivery name, mobile number and address it was sent to, which the record needs.

## Your rights
You can see and correct your name and e-mail address on your profile page at any time. You can erase your account from your profile page: your names, e-mail address, username, saved addresses and cart are deleted, you are signed out everywhere, and your orders are kept only as sales records without you in them. You can also ask us to correct or erase your data, or to tell you what we keep, by writing to our grievance officer below; you may name someone to act for you if you cannot.

## Grievances
${grievance(f)} If we do not resolve your complaint, you may complain to the Data Protection Board of India.`,

  terms: (f) => `${f.name} is an online shop run by ${f.legalName}, ${f.postalAddress} (GSTIN ${f.gstin}). By using it you accept these terms.

## Accounts
You need an account to order. Keep your password to yourself; you are responsible for what is done with your account. Confirm your e-mail address, or we cannot mail you about your orders.

## Orders
Items are sold by the sellers of ${f.name}, who accept each order before sending it. Prices, the discount and what you pay are as our payments policy says. We may refuse or cancel an order when an item is out of stock, a price was plainly wrong, or the order looks fraudulent; you are then not charged, or refunded in full.

## Returns, delivery and cancellation
As our returns, shipping and cancellation policies say.

## Sellers
Selling on ${f.name} needs the shop owner's approval. Sellers are responsible for describing their items truly: the MRP inclusive of all taxes, the country of origin and the manufacturer or marketer.

## Law
These terms are governed by the laws of India, and the courts at ${f.city} hear any dispute. ${grievance(f)}`,
};

/** The shop's default text of a policy, in the marks of lib/legal/policy-markup.ts. */
export function defaultPolicyText(slug: PolicySlug, facts: ShopFacts): string {
  return TEXTS[slug](facts);
}
