import { z } from "zod";
import { savedAddressInputSchema, savedAddressUpdateSchema } from "./address.ts";
import { cartAddSchema, cartDeleteSchema, cartUpdateSchema } from "./cart.ts";
import { imageDeleteSchema, imageUploadSchema } from "./images.ts";
import {
  codAnswerSchema,
  codTokenAnswerSchema,
  parcelTokenAnswerSchema,
  orderCancelSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderStatusSchema,
  sellerOrderQuerySchema,
} from "./orders.ts";
import { productInputSchema, productQuerySchema, productUpdateSchema } from "./products.ts";
import {
  cartJsonSchema,
  challanJsonSchema,
  creditNoteJsonSchema,
  invoiceJsonSchema,
  deletedJsonSchema,
  grievanceJsonSchema,
  grievanceViewJsonSchema,
  policyJsonSchema,
  sellerDecisionJsonSchema,
  businessJsonSchema,
  sellerMadeJsonSchema,
  sellerRequestJsonSchema,
  healthJsonSchema,
  cronJsonSchema,
  loginJsonSchema,
  mobileLoginJsonSchema,
  whatsappWithdrawnJsonSchema,
  codeSentJsonSchema,
  messageJsonSchema,
  okJsonSchema,
  codLinkAnswerJsonSchema,
  parcelAnswerJsonSchema,
  orderJsonSchema,
  paymentJsonSchema,
  pincodeJsonSchema,
  deliveryEstimateJsonSchema,
  rtoReportJsonSchema,
  shipmentJsonSchema,
  productJsonSchema,
  profileJsonSchema,
  returnJsonSchema,
  reviewJsonSchema,
  reviewPageJsonSchema,
  wishlistEntryJsonSchema,
  registeredJsonSchema,
  savedAddressJsonSchema,
  sellerOrderLineJsonSchema,
  shopJsonSchema,
  uploadedJsonSchema,
  verifiedJsonSchema,
} from "./responses.ts";
import { reportQuerySchema, rtoQuerySchema } from "./reports.ts";
import { businessDecisionSchema, businessUpdateSchema } from "./business.ts";
import { whatsappVerifyQuerySchema, whatsappWebhookSchema } from "./messages.ts";
import { grievanceSchema, grievanceStepSchema, policyBodySchema } from "./legal.ts";
import {
  paymentDecisionSchema,
  razorpayVerifySchema,
  razorpayWebhookAnswerSchema,
  razorpayWebhookSchema,
  refundInputSchema,
  upiReferenceSchema,
} from "./payments.ts";
import { reviewInputSchema, reviewListQuerySchema, reviewModerationSchema, reviewReplySchema, reviewUpdateSchema } from "./reviews.ts";
import { shopUpdateSchema } from "./shop.ts";
import { wishlistAddSchema, wishlistAlertsOffQuerySchema, wishlistDeleteQuerySchema } from "./wishlist.ts";
import { returnAskSchema, returnMoveSchema } from "./returns.ts";
import { deliveryEstimateQuerySchema, dispatchSchema, shipmentOutcomeSchema } from "./delivery.ts";
import {
  deleteAccountSchema,
  forgotSchema,
  loginSchema,
  mobileCodeSchema,
  mobileRequestSchema,
  mobileSignInSchema,
  makeSellerSchema,
  passwordChangeSchema,
  profileSchema,
  registerSchema,
  resetSchema,
  sellerDecisionSchema,
  verifySchema,
} from "./users.ts";

/** Who may make a call (docs/api.md). */
export type Caller =
  | "anyone"
  | "that user"
  | "that seller"
  | "a seller"
  | "its seller"
  | "its uploader"
  | "the line's seller"
  | "the lines' seller"
  | "the parcel's seller"
  | "the shopper who placed it"
  | "the shop's owner"
  | "the order's shopper, a seller of its lines, or the shop's owner"
  | "Razorpay, signing the body with the webhook secret"
  | "Meta, for the shop's WhatsApp number"
  | "the return's shopper, the seller of its lines, or the shop's owner"
  | "the return's seller or the shop's owner"
  | "a shopper who received it"
  | "its author"
  | "the product's seller"
  | "a logged-in shopper other than its author"
  | "that seller, or the shop's owner";

export interface ApiCall {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** OpenAPI path template. */
  path: string;
  summary: string;
  caller: Caller;
  body?: z.ZodType;
  /** The body may be left out altogether. */
  bodyOptional?: true;
  query?: z.ZodObject;
  status: number;
  response: z.ZodType;
  /** A file or image instead of JSON: `response` is then its body as a string. */
  media?: "application/pdf" | "text/csv" | "image/svg+xml" | "text/plain";
  /** What a 429 (with Retry-After) means for this call, when it is rate-limited (docs/api.md). */
  limited?: string;
  /** When the call answers 409, and with which codes. */
  conflict?: string;
  /** A list a page at a time: the X-Total-Count header says how many there are in all. */
  totalCount?: true;
  /** Request headers the call reads, beyond authentication. */
  headers?: { name: string; required: boolean; description: string }[];
}

const SELLER_WRITES = "More than 60 writes by this seller in a minute";
const ACCOUNT_MAILS =
  "More than ACCOUNT_MAIL_LIMIT (5) such mails in an hour for this account or this mail address, or four times as many from this client address";
const INVALID_LINK = "400 `invalid_token`: the link was used, replaced by a newer one, or has expired";
const MOBILE_CODES = "More than 3 codes for this number, or 10 from this client address, in 15 minutes";
const WRONG_CODE = "401 for a wrong, expired or spent code (one message for all; a code dies after 5 tries)";
const OVER_STOCK = "`out_of_stock`: the line would hold more than its size has left; the message says how many";

/** The /api contract, one entry a call; /api/openapi.json is generated from this table. */
/** GSTR-1's tables as CSV in the GST offline tool's layouts (lib/invoices/gstr1.ts), each a report of its own. */
const GSTR1_TABLES = [
  ["gstr1-b2c", "GSTR-1 B2C (small) of a month in the offline tool's b2cs layout: taxable value per place of supply and rate, net of credit notes, CSV"],
  ["gstr1-b2cl", "GSTR-1 B2C (large) of a month in the offline tool's b2cl layout: each inter-state invoice above ₹1,00,000, a row per rate, CSV"],
  ["gstr1-cdnur", "GSTR-1 credit notes to unregistered recipients of a month in the offline tool's cdnur layout: the notes against B2CL invoices, CSV"],
  ["gstr1-hsn", "GSTR-1 HSN summary (B2C) of a month in the offline tool's hsn layout: quantity, value and tax per HSN/SAC, unit and rate, CSV"],
  ["gstr1-docs", "GSTR-1 documents issued in a month in the offline tool's docs layout: per series the first and last number and the count, CSV"],
] as const;

export const API_CALLS: ApiCall[] = [
  {
    method: "POST",
    path: "/api/auth/register",
    summary:
      "Sign up, and mail the address its verification link; admin: true asks to sell (SELLER_SIGNUP: a request for the owner, a seller, or a shopper); a taken username or email (409) counts toward the limit",
    caller: "anyone",
    body: registerSchema,
    status: 201,
    response: registeredJsonSchema,
    limited:
      "More than 20 sign-ups (or refusals for a taken name) from this address in 15 minutes, or more than 5 verification mails to this address in an hour",
  },
  {
    method: "POST",
    path: "/api/auth/login",
    summary: "Log in: the token, also set as the HttpOnly session cookie",
    caller: "anyone",
    body: loginSchema,
    status: 200,
    response: loginJsonSchema,
    limited: "Too many failed sign-ins from this address, for this username or in all",
  },
  {
    method: "POST",
    path: "/api/auth/otp",
    summary: "Send a six-digit sign-in code by SMS to this mobile number, valid 5 minutes; the same answer whether or not an account has the number",
    caller: "anyone",
    body: mobileRequestSchema,
    status: 202,
    response: codeSentJsonSchema,
    limited: MOBILE_CODES,
  },
  {
    method: "POST",
    path: "/api/auth/otp/verify",
    summary: `Sign in with the code: the login's answer and session cookie; a new number gets a shopper's account (created: true); ${WRONG_CODE}`,
    caller: "anyone",
    body: mobileSignInSchema,
    status: 200,
    response: mobileLoginJsonSchema,
  },
  {
    method: "POST",
    path: "/api/auth/logout",
    summary: "Revoke all of the caller's tokens and clear the cookie",
    caller: "anyone",
    status: 200,
    response: okJsonSchema,
  },
  { method: "GET", path: "/api/user/{userId}", summary: "The caller's profile", caller: "that user", status: 200, response: profileJsonSchema },
  {
    method: "PUT",
    path: "/api/user/{userId}",
    summary:
      "Change the caller's names, username or email; a new email is unverified until its link is used (order mail stays with the last verified one), and the old verified address is told",
    caller: "that user",
    body: profileSchema,
    status: 200,
    response: profileJsonSchema,
    limited:
      "The client address's sign-up limit is full (a taken username or email counts toward it), or more than EMAIL_CHANGE_LIMIT (5) email changes in a day for this account, or too many verification mails",
  },
  {
    method: "DELETE",
    path: "/api/user/{userId}",
    summary:
      "Erase the caller's account ({password}, or {code} from POST …/confirm-code for an account without a password): names, email, username, password, saved addresses and cart go, every session ends; orders stay as sales records without the person",
    caller: "that user",
    body: deleteAccountSchema,
    status: 200,
    response: deletedJsonSchema,
    limited: "Too many failed sign-ins for this account from this address (a wrong password counts as one)",
    conflict: "The shop's owner, or a seller with products or open order lines: the message says what to settle first",
  },
  {
    method: "PUT",
    path: "/api/user/{userId}/password",
    summary:
      "Change the password (the same rules as sign-up) with `currentPassword`, or set one with `code` (POST …/confirm-code) on an account made with a mobile number: every other session ends; the answer is this session's new token, as login answers",
    caller: "that user",
    body: passwordChangeSchema,
    status: 200,
    response: loginJsonSchema,
    limited: "Too many failed sign-ins for this account from this address (a wrong currentPassword counts as one)",
  },
  {
    method: "POST",
    path: "/api/user/{userId}/confirm-code",
    summary:
      "An account made by signing in with a mobile number has no password: this sends a code to its number, which PUT /api/user/{userId}/password (`code`) and DELETE /api/user/{userId} (`code`) take instead of the password; 409 for an account with a password",
    caller: "that user",
    status: 202,
    response: codeSentJsonSchema,
    limited: MOBILE_CODES,
    conflict: "The account has a password, or no mobile number",
  },
  {
    method: "PUT",
    path: "/api/user/{userId}/mobile",
    summary: "Send a code by SMS to the caller's new mobile number; 409 when another account has it",
    caller: "that user",
    body: mobileRequestSchema,
    status: 202,
    response: codeSentJsonSchema,
    limited: MOBILE_CODES,
    conflict: "Another account has this number",
  },
  {
    method: "POST",
    path: "/api/user/{userId}/mobile/verify",
    summary: `The code makes its number the caller's: every other session ends; the answer is this session's new token, as login answers; ${WRONG_CODE}`,
    caller: "that user",
    body: mobileCodeSchema,
    status: 200,
    response: loginJsonSchema,
    conflict: "Another account took the number meanwhile",
  },
  {
    method: "DELETE",
    path: "/api/user/{userId}/whatsapp",
    summary: "Withdraw the consent to order updates on WhatsApp (the time is kept as the record); updates come by SMS from then on",
    caller: "that user",
    status: 200,
    response: whatsappWithdrawnJsonSchema,
  },
  {
    method: "POST",
    path: "/api/user/{userId}/verification",
    summary: "Mail the caller's unverified address a new verification link (earlier ones stop working); 409 when it is verified",
    caller: "that user",
    status: 202,
    response: messageJsonSchema,
    limited: ACCOUNT_MAILS,
    conflict: "The address is verified already",
  },
  {
    method: "POST",
    path: "/api/auth/verify",
    summary: `Use a verification link's token: its address becomes the account's verified one; ${INVALID_LINK}`,
    caller: "anyone",
    body: verifySchema,
    status: 200,
    response: verifiedJsonSchema,
  },
  {
    method: "POST",
    path: "/api/auth/forgot",
    summary: "Ask for a password-reset link: the same 202 whether or not an account has this verified address; the link is valid for an hour, once",
    caller: "anyone",
    body: forgotSchema,
    status: 202,
    response: messageJsonSchema,
    limited: ACCOUNT_MAILS,
  },
  {
    method: "POST",
    path: "/api/auth/reset",
    summary: `Set a new password with a reset link's token (the same rules as sign-up): every session of the account ends; ${INVALID_LINK}`,
    caller: "anyone",
    body: resetSchema,
    status: 200,
    response: messageJsonSchema,
  },
  {
    method: "GET",
    path: "/api/product",
    summary: "Products, newest first (or by `sort`; relevance with `q`); also the chained form ?category=a/?size=b/?color=c",
    caller: "anyone",
    query: productQuerySchema,
    status: 200,
    response: z.array(productJsonSchema),
  },
  { method: "GET", path: "/api/product/{id}", summary: "One product", caller: "anyone", status: 200, response: productJsonSchema },
  {
    method: "POST",
    path: "/api/product/add/{userId}",
    summary: "Add a product",
    caller: "that seller",
    body: productInputSchema,
    status: 201,
    response: productJsonSchema,
    limited: SELLER_WRITES,
    conflict: "`seller_business_incomplete`: the shop sells as a marketplace and the seller's business is not approved yet",
  },
  {
    method: "GET",
    path: "/api/product/myproducts/{adminId}",
    summary: "The seller's own products",
    caller: "that seller",
    status: 200,
    response: z.array(productJsonSchema),
  },
  {
    method: "PUT",
    path: "/api/product/{id}",
    summary: "Change a product; no image keeps the current one",
    caller: "its seller",
    body: productUpdateSchema,
    status: 200,
    response: productJsonSchema,
    limited: SELLER_WRITES,
  },
  {
    method: "DELETE",
    path: "/api/product/{id}",
    summary: "Delete a product (orders keep their snapshot)",
    caller: "its seller",
    status: 200,
    response: deletedJsonSchema,
    limited: SELLER_WRITES,
  },
  {
    method: "GET",
    path: "/api/product/{id}/reviews",
    summary:
      "The product's reviews a page at a time (sort recent, helpful, lowest or highest) with their summary; hidden reviews are left out, but for the caller's own, marked with the reason",
    caller: "anyone",
    query: reviewListQuerySchema,
    status: 200,
    response: reviewPageJsonSchema,
    totalCount: true,
  },
  {
    method: "POST",
    path: "/api/product/{id}/reviews",
    summary: "Review a product received (a Delivered line; returned still counts), with up to 3 photos; anyone else 403 `not_a_buyer`",
    caller: "a shopper who received it",
    body: reviewInputSchema,
    status: 201,
    response: reviewJsonSchema,
    conflict: "`conflict`: the caller has reviewed this product already (edit it with PUT /api/review/{reviewId})",
  },
  {
    method: "PUT",
    path: "/api/review/{reviewId}",
    summary: "Edit a review: the fields given change; images replaces the photos (ids of the review's photos keep them)",
    caller: "its author",
    body: reviewUpdateSchema,
    status: 200,
    response: reviewJsonSchema,
  },
  {
    method: "DELETE",
    path: "/api/review/{reviewId}",
    summary: "Delete a review and its photos",
    caller: "its author",
    status: 200,
    response: deletedJsonSchema,
  },
  {
    method: "PUT",
    path: "/api/review/{reviewId}/reply",
    summary: "The seller's one reply to a review; a later call replaces it",
    caller: "the product's seller",
    body: reviewReplySchema,
    status: 200,
    response: reviewJsonSchema,
  },
  {
    method: "POST",
    path: "/api/review/{reviewId}/helpful",
    summary: "Mark a review helpful: counted once per shopper, again is 200 and counts nothing; the author's own is 403",
    caller: "a logged-in shopper other than its author",
    status: 200,
    response: reviewJsonSchema,
  },
  {
    method: "PUT",
    path: "/api/review/{reviewId}/moderation",
    summary: "Hide a review for a listed reason (abusive, personal_data, irrelevant, spam; any other is 400), or show it again; each step is kept",
    caller: "the shop's owner",
    body: reviewModerationSchema,
    status: 200,
    response: reviewJsonSchema,
  },
  {
    method: "GET",
    path: "/api/wishlist/{userId}",
    summary: "The user's wishlist, newest first: each product whole, with the size wished for",
    caller: "that user",
    status: 200,
    response: z.array(wishlistEntryJsonSchema),
  },
  {
    method: "POST",
    path: "/api/wishlist/{userId}",
    summary: "Keep a product for later, in one of its sizes or any; one already there stays as it was",
    caller: "that user",
    body: wishlistAddSchema,
    status: 201,
    response: wishlistEntryJsonSchema,
    conflict: "`conflict`: the wishlist holds 200 entries already",
  },
  {
    method: "DELETE",
    path: "/api/wishlist/{userId}/{productId}",
    summary: "Take a product off the wishlist: `?size=` that size only, else every size",
    caller: "that user",
    query: wishlistDeleteQuerySchema,
    status: 200,
    response: deletedJsonSchema,
  },
  {
    method: "POST",
    path: "/api/wishlist/{userId}/alerts",
    summary:
      "Turn off the wishlist's back-in-stock and price-drop mails: the one-click unsubscribe of RFC 8058, which a mail provider posts as a form (`List-Unsubscribe=One-Click`); any body is ignored",
    caller: "anyone",
    query: wishlistAlertsOffQuerySchema,
    bodyOptional: true,
    body: z.object({}),
    status: 200,
    response: okJsonSchema,
  },
  {
    method: "POST",
    path: "/api/image/upload",
    summary: "Upload an image (JPEG, PNG, WebP, AVIF; at most 5 MB)",
    caller: "a seller",
    body: imageUploadSchema,
    status: 201,
    response: uploadedJsonSchema,
    limited: SELLER_WRITES,
  },
  {
    method: "POST",
    path: "/api/image/delete",
    summary: "Delete an uploaded image no product or order shows",
    caller: "its uploader",
    body: imageDeleteSchema,
    status: 200,
    response: deletedJsonSchema,
    limited: SELLER_WRITES,
  },
  { method: "GET", path: "/api/cart/{userId}", summary: "The cart", caller: "that user", status: 200, response: cartJsonSchema },
  {
    method: "POST",
    path: "/api/cart/add/{userId}",
    summary: "Add a product to the cart",
    caller: "that user",
    body: cartAddSchema,
    status: 200,
    response: cartJsonSchema,
    conflict: OVER_STOCK,
  },
  {
    method: "PUT",
    path: "/api/cart/{userId}",
    summary: "Set a line's quantity by index (≤ 0 removes it)",
    caller: "that user",
    body: cartUpdateSchema,
    status: 200,
    response: cartJsonSchema,
    conflict: OVER_STOCK,
  },
  {
    method: "POST",
    path: "/api/cart/delete/{userId}",
    summary: "Remove a line by index or _id",
    caller: "that user",
    body: cartDeleteSchema,
    status: 200,
    response: cartJsonSchema,
  },
  { method: "DELETE", path: "/api/cart/clear/{userId}", summary: "Empty the cart", caller: "that user", status: 200, response: cartJsonSchema },
  {
    method: "POST",
    path: "/api/order/add/{userId}",
    summary:
      "Order the whole cart, to `address` (city and state filled from the PIN; saveAddress keeps it in the address book) or to a saved `addressId`; total and items are checked against the server's own computation (409 when they differ); len is not (the line count is the server's own); items worth more than ₹1,00,00,000 are 400 order_too_large; `paymentMethod` (cod when absent) must be one the shop has set up (400 otherwise)",
    caller: "that user",
    body: orderInputSchema,
    status: 201,
    response: orderJsonSchema,
    limited: "More than ORDER_LIMIT (20) orders by this shopper in an hour, or five times as many from this client address",
    conflict:
      "`conflict`: the cart or a price changed since the client looked; `out_of_stock`: some line wants more than its size has left, nothing is ordered and `fields` names each short line (`items.{index}`) with what is left; `cod_unavailable`: cash on delivery is off or the order is above its limit, the message says which; `not_serviceable`: the shop does not deliver to the address's PIN, nothing is ordered; in a marketplace, `seller_business_incomplete`: a line's seller is not approved, and `seller_intrastate_only`: a line's seller is unregistered under GST and the address is in another state (the message and `fields.items` name the item)",
  },
  {
    method: "GET",
    path: "/api/order/admin/{userId}",
    summary:
      "The seller's order lines, newest first, a page at a time (limit default 50, at most 200; offset); status filters by line status, q finds an order by its number (or id); X-Total-Count header: all that match",
    caller: "that seller",
    query: sellerOrderQuerySchema,
    totalCount: true,
    status: 200,
    response: z.array(sellerOrderLineJsonSchema),
  },
  {
    method: "GET",
    path: "/api/order/{userId}",
    summary: "The caller's orders, newest first (limit default 20, at most 100; offset); X-Total-Count header: all of them",
    caller: "that user",
    query: orderListQuerySchema,
    totalCount: true,
    status: 200,
    response: z.array(orderJsonSchema),
  },
  {
    method: "GET",
    path: "/api/order/view/{orderId}",
    summary: "One order; anyone's but the caller's own is 404",
    caller: "the shopper who placed it",
    status: 200,
    response: orderJsonSchema,
  },
  {
    method: "PUT",
    path: "/api/order/cancel/{orderId}",
    summary: "Cancel the order's lines still Ordered (or only lineIds); 409 when none can be",
    caller: "the shopper who placed it",
    body: orderCancelSchema,
    bodyOptional: true,
    status: 200,
    response: orderJsonSchema,
  },
  {
    method: "POST",
    path: "/api/order/{orderId}/confirm-cod",
    summary:
      "The shopper answers their cash-on-delivery order's confirmation (codConfirmation pending): answer confirm (the default; event cod_confirmed, its lines may then be accepted) or cancel (its lines are cancelled as PUT /api/order/cancel does); the same answer again changes nothing",
    caller: "the shopper who placed it",
    body: codAnswerSchema,
    bodyOptional: true,
    status: 200,
    response: orderJsonSchema,
    conflict: "`cod_expired`: the deadline passed (the shop cancels the order); `conflict`: the order was answered the other way, or needs no confirmation",
  },
  {
    method: "POST",
    path: "/api/order/confirm-cod",
    summary:
      "The link of the placed mail (and of the reminder) answers the cash-on-delivery confirmation without logging in: `token` is single-use (only its hash is stored); answer confirm (default) or cancel. A used, voided or unknown token is 400 invalid_token",
    caller: "anyone",
    body: codTokenAnswerSchema,
    status: 200,
    response: codLinkAnswerJsonSchema,
    conflict: "`cod_expired`: the deadline passed (the shop cancels the order); `conflict`: the order was answered the other way",
  },
  {
    method: "PUT",
    path: "/api/order/update/status/{orderId}",
    summary:
      "Move an order line: Ordered → Accepted | Cancelled (with an optional reason, shown to the shopper), Accepted → Delivered (a line never shipped); a Shipped line moves only with its parcel",
    caller: "the line's seller",
    body: orderStatusSchema,
    status: 200,
    response: sellerOrderLineJsonSchema,
  },
  {
    method: "GET",
    path: "/api/order/{orderId}/upi-qr",
    summary: "The order's UPI payment link (payment.upi.uri) as an SVG QR code, while its payment waits; 404 otherwise",
    caller: "the shopper who placed it",
    status: 200,
    response: z.string().describe("an SVG image"),
    media: "image/svg+xml",
  },
  {
    method: "POST",
    path: "/api/order/{orderId}/upi-reference",
    summary: "Give the 12-digit UPI reference (UTR) of the payment for the owner to check (again after a rejection); the same UTR twice is a no-op",
    caller: "the shopper who placed it",
    body: upiReferenceSchema,
    status: 200,
    response: orderJsonSchema,
    conflict: "`utr_taken`: another order has this UTR; `conflict`: the order is not paid by UPI, or its payment is no longer waiting (paid, expired)",
  },
  {
    method: "PUT",
    path: "/api/order/{orderId}/payment",
    summary: "Confirm a UPI order paid, with the reference in the bank statement, or reject it as not found; the shopper is mailed",
    caller: "the shop's owner",
    body: paymentDecisionSchema,
    status: 200,
    response: paymentJsonSchema,
    conflict: "`utr_taken`: a 12-digit reference another order has; `conflict`: not a UPI order, or its payment is not waiting (already paid, expired)",
  },
  {
    method: "POST",
    path: "/api/order/{orderId}/refund",
    summary: "Record money sent back for a paid UPI order (settles its pending refunds, oldest first); the shopper is mailed",
    caller: "the shop's owner",
    body: refundInputSchema,
    status: 201,
    response: paymentJsonSchema,
    conflict: "`refund_exceeds_payment`: more than was paid and not yet refunded; `conflict`: cash on delivery, or nothing paid",
  },
  {
    method: "POST",
    path: "/api/payment/razorpay/verify",
    summary:
      "Pass on Razorpay Checkout's answer: with Razorpay's signature (HMAC-SHA256 of order_id|payment_id under the key secret) the order is paid, the shopper mailed; a wrong signature is 400 and changes nothing; 400 when the shop has no Razorpay",
    caller: "the shopper who placed it",
    body: razorpayVerifySchema,
    status: 200,
    response: orderJsonSchema,
    conflict: "`conflict`: the order was cancelled (not paid in time) before this payment arrived",
  },
  {
    method: "GET",
    path: "/api/whatsapp/webhook",
    summary:
      "Meta's check of the webhook subscription: hub.mode=subscribe and hub.verify_token equal to WHATSAPP_VERIFY_TOKEN answer hub.challenge as plain text; 403 otherwise; 404 without WhatsApp settings",
    caller: "Meta, for the shop's WhatsApp number",
    query: whatsappVerifyQuerySchema,
    status: 200,
    response: z.string(),
    media: "text/plain",
  },
  {
    method: "POST",
    path: "/api/whatsapp/webhook",
    summary:
      "Meta's deliveries: message statuses (sent, delivered, read, failed) stored per message, never backwards, a repeat or an older one changes nothing, failed sends the news by SMS; a text STOP withdraws the number's WhatsApp consent; 401 unless signed",
    caller: "Meta, for the shop's WhatsApp number",
    body: whatsappWebhookSchema,
    status: 200,
    response: okJsonSchema,
    headers: [{ name: "X-Hub-Signature-256", required: true, description: "sha256= and the hex HMAC-SHA256 of the raw body under WHATSAPP_APP_SECRET" }],
  },
  {
    method: "POST",
    path: "/api/payment/razorpay/webhook",
    summary:
      "Razorpay's webhook: acts on payment.captured and order.paid (paid, when the amount is the order's), payment.failed (a waiting payment only) and refund.processed; an event id already handled changes nothing; a wrong signature is 400 and changes nothing",
    caller: "Razorpay, signing the body with the webhook secret",
    body: razorpayWebhookSchema,
    status: 200,
    response: razorpayWebhookAnswerSchema,
    headers: [
      { name: "X-Razorpay-Signature", required: true, description: "hex HMAC-SHA256 of the raw body under RAZORPAY_WEBHOOK_SECRET" },
      { name: "x-razorpay-event-id", required: false, description: "the event's id: a repeat is acknowledged and ignored" },
    ],
  },
  {
    method: "PUT",
    path: "/api/order/ship/{orderId}",
    summary:
      "Dispatch Accepted lines of the order as one parcel: the lines become Shipped; a known carrier's trackingUrl is made from the AWB, another carrier needs one (400); the shopper is mailed the carrier, AWB and link",
    caller: "the lines' seller",
    body: dispatchSchema,
    status: 200,
    response: shipmentJsonSchema,
    conflict: "`conflict`: a line is not Accepted (nothing is dispatched); `awb_used`: the AWB is on another parcel",
  },
  {
    method: "PUT",
    path: "/api/order/shipment/{shipmentId}",
    summary:
      "What became of a parcel: delivered (its lines Delivered), rto (Returned to origin, units back in stock once, nothing to collect) or lost (its lines back to Accepted, to send again); or attempt_failed with a reason (the parcel stays in transit, event delivery_failed); the shopper is mailed",
    caller: "the parcel's seller",
    body: shipmentOutcomeSchema,
    status: 200,
    response: shipmentJsonSchema,
    conflict: "`conflict`: the parcel is no longer in transit",
  },
  {
    method: "POST",
    path: "/api/order/shipment/{shipmentId}/retry",
    summary:
      "After a failed delivery attempt, say you will take the parcel: the courier tries again (event delivery_retry_requested; it replaces an earlier decline; the same answer again changes nothing); 409 when it is no longer in transit or had no failed attempt",
    caller: "the shopper who placed it",
    status: 200,
    response: shipmentJsonSchema,
  },
  {
    method: "POST",
    path: "/api/order/shipment/{shipmentId}/decline",
    summary:
      "After a failed delivery attempt, say you no longer want the parcel: it goes back to the seller, who is mailed (event delivery_declined; it replaces an earlier retry; the same answer again changes nothing); 409 when it is no longer in transit or had no failed attempt",
    caller: "the shopper who placed it",
    status: 200,
    response: shipmentJsonSchema,
  },
  {
    method: "POST",
    path: "/api/order/parcel-answer",
    summary:
      "The link of a failed delivery attempt's mail answers it without logging in: `token` is single-use (only its hash is stored); answer retry (the courier tries again) or decline (the parcel goes back to the seller). A used, voided or unknown token is 400 invalid_token",
    caller: "anyone",
    body: parcelTokenAnswerSchema,
    status: 200,
    response: parcelAnswerJsonSchema,
    conflict: "`conflict`: the parcel is no longer in transit",
  },
  {
    method: "POST",
    path: "/api/order/return/{orderId}",
    summary:
      "Ask to return (money back) or exchange (another size: every line has exchangeSize) delivered units of one seller's lines, within the shop's window; refundTo ({upi} or {bank: {name, account, ifsc}}) is required when a cash-on-delivery order gets money back, and is answered masked; an exchange takes the new size's units from stock at once",
    caller: "the shopper who placed it",
    body: returnAskSchema,
    status: 201,
    response: returnJsonSchema,
    conflict:
      "`conflict`: a line not delivered, outside the window, beyond the units left to ask, or the shop takes no returns or exchanges (fields name the lines); `out_of_stock`: the new size has too few units",
  },
  {
    method: "PUT",
    path: "/api/return/{returnId}",
    summary:
      "Move a return: requested → approved | rejected, approved → picked_up | rejected, picked_up → received (units back in stock once, credit note, refund owed), received → refunded (a return; with the transfer's reference) | exchanged (an exchange: new Accepted lines to dispatch, nothing to pay); carrier and awb of the pickup, a note for the shopper. Another seller is 403",
    caller: "the return's seller or the shop's owner",
    body: returnMoveSchema,
    status: 200,
    response: returnJsonSchema,
    conflict: "`conflict`: a move its status does not allow, or another move got there first",
  },
  {
    method: "GET",
    path: "/api/return/{returnId}",
    summary: "A return or exchange with its timeline entries; another seller is 403, anyone else 404",
    caller: "the return's shopper, the seller of its lines, or the shop's owner",
    status: 200,
    response: returnJsonSchema,
  },
  {
    method: "GET",
    path: "/api/returns/{userId}",
    summary: "The caller's returns and exchanges, newest first",
    caller: "that user",
    status: 200,
    response: z.array(returnJsonSchema),
  },
  { method: "GET", path: "/api/shop", summary: "The shop's public profile", caller: "anyone", status: 200, response: shopJsonSchema },
  {
    method: "PUT",
    path: "/api/shop",
    summary: "Change the shop profile: the fields sent (null clears one), the others kept; the GSTIN, PIN and state are checked against each other",
    caller: "the shop's owner",
    body: shopUpdateSchema,
    status: 200,
    response: shopJsonSchema,
  },
  {
    method: "GET",
    path: "/api/pincode/{pin}",
    summary: "Where a PIN code is: its district, state and GST state code; 404 for a PIN no post office has",
    caller: "anyone",
    status: 200,
    response: pincodeJsonSchema,
  },
  {
    method: "GET",
    path: "/api/delivery/estimate",
    summary:
      "The day an order to a PIN arrives by (placed now, or at `at`), its zone and fee, and whether cash on delivery is offered there (and to the caller, when logged in); 400 for what cannot be a PIN, 404 for a PIN no post office has",
    caller: "anyone",
    query: deliveryEstimateQuerySchema,
    status: 200,
    response: deliveryEstimateJsonSchema,
  },
  {
    method: "GET",
    path: "/api/address/{userId}",
    summary: "The caller's saved addresses, the default first",
    caller: "that user",
    status: 200,
    response: z.array(savedAddressJsonSchema),
  },
  {
    method: "POST",
    path: "/api/address/{userId}",
    summary: "Save an address; city and state come from the PIN unless a city is sent; the first becomes the default",
    caller: "that user",
    body: savedAddressInputSchema,
    status: 201,
    response: savedAddressJsonSchema,
    conflict: "`conflict`: the address book already holds 20 addresses",
  },
  {
    method: "PUT",
    path: "/api/address/{userId}/{addressId}",
    summary: "Change a saved address (any of its fields); another's is 404",
    caller: "that user",
    body: savedAddressUpdateSchema,
    status: 200,
    response: savedAddressJsonSchema,
  },
  {
    method: "DELETE",
    path: "/api/address/{userId}/{addressId}",
    summary: "Delete a saved address; another's is 404",
    caller: "that user",
    status: 200,
    response: deletedJsonSchema,
  },
  {
    method: "POST",
    path: "/api/grievance",
    summary: "A complaint to the grievance officer: the answer and a mail to `email` give its ticket; acknowledged within 48 hours, resolved within a month",
    caller: "anyone",
    body: grievanceSchema,
    status: 201,
    response: grievanceJsonSchema,
    limited: "More than 5 complaints in an hour from this client address, or with this email",
  },
  {
    method: "GET",
    path: "/api/grievance",
    summary: "The complaints, open ones first (oldest first), each with its deadlines and whether they are past",
    caller: "the shop's owner",
    status: 200,
    response: z.array(grievanceViewJsonSchema),
  },
  {
    method: "PUT",
    path: "/api/grievance/{id}",
    summary: "Mark a complaint acknowledged or resolved (resolving acknowledges it too)",
    caller: "the shop's owner",
    body: grievanceStepSchema,
    status: 200,
    response: grievanceViewJsonSchema,
  },
  { method: "GET", path: "/api/policies/{slug}", summary: "A policy as its page shows it", caller: "anyone", status: 200, response: policyJsonSchema },
  {
    method: "PUT",
    path: "/api/policies/{slug}",
    summary: "The owner's own text of a policy, or null for the default written from the shop profile",
    caller: "the shop's owner",
    body: policyBodySchema,
    status: 200,
    response: policyJsonSchema,
  },
  {
    method: "GET",
    path: "/api/seller-requests",
    summary: "The requests to sell waiting for the owner (SELLER_SIGNUP=approval), oldest first",
    caller: "the shop's owner",
    status: 200,
    response: z.array(sellerRequestJsonSchema),
  },
  {
    method: "PUT",
    path: "/api/seller-requests/{userId}",
    summary: "Approve or decline a request to sell; approved, the account's sessions end and its next sign-in is a seller's; 404 when none waits",
    caller: "the shop's owner",
    body: sellerDecisionSchema,
    status: 200,
    response: sellerDecisionJsonSchema,
  },
  {
    method: "GET",
    path: "/api/seller/{userId}/business",
    summary: "A seller's business, with its status (incomplete, pending, approved) and the fields still missing",
    caller: "that seller, or the shop's owner",
    status: 200,
    response: businessJsonSchema,
  },
  {
    method: "PUT",
    path: "/api/seller/{userId}/business",
    summary:
      "Change a seller's business: the fields sent (null clears one), the others kept; the GSTIN's check character, its state code (the address's state) and its characters 3-12 (the PAN) are checked; an enrolment number instead of a GSTIN marks an unregistered seller; a change to who the business is takes an approval back",
    caller: "that seller, or the shop's owner",
    body: businessUpdateSchema,
    status: 200,
    response: businessJsonSchema,
  },
  {
    method: "PUT",
    path: "/api/seller/{userId}/business/approval",
    summary: "Approve or decline a seller's complete business, with an optional note; the seller is mailed either way",
    caller: "the shop's owner",
    body: businessDecisionSchema,
    status: 200,
    response: businessJsonSchema,
    conflict: "`seller_business_incomplete`: the business still misses fields (`fields.business` names them)",
  },
  {
    method: "POST",
    path: "/api/sellers",
    summary: "Make an account a seller by its username (with SELLER_SIGNUP=closed the only way)",
    caller: "the shop's owner",
    body: makeSellerSchema,
    status: 200,
    response: sellerMadeJsonSchema,
    conflict: "The account is a seller already",
  },
  {
    method: "GET",
    path: "/api/invoice/{id}",
    summary: "A tax invoice (or bill of supply) in rupees; `invoices` of an order names its ids; 404 for anyone who may not read it",
    caller: "the order's shopper, a seller of its lines, or the shop's owner",
    status: 200,
    response: invoiceJsonSchema,
  },
  {
    method: "GET",
    path: "/api/invoice/{id}/pdf",
    summary: "The invoice as an A4 PDF with every Rule 46 field",
    caller: "the order's shopper, a seller of its lines, or the shop's owner",
    status: 200,
    response: z.string(),
    media: "application/pdf",
  },
  {
    method: "GET",
    path: "/api/credit-note/{id}",
    summary: "A credit note: the invoice's shape plus `invoiceNumber` and `invoiceDate`",
    caller: "the order's shopper, a seller of its lines, or the shop's owner",
    status: 200,
    response: creditNoteJsonSchema,
  },
  {
    method: "GET",
    path: "/api/credit-note/{id}/pdf",
    summary: "The credit note as an A4 PDF",
    caller: "the order's shopper, a seller of its lines, or the shop's owner",
    status: 200,
    response: z.string(),
    media: "application/pdf",
  },
  {
    method: "GET",
    path: "/api/delivery-challan/{id}",
    summary:
      "A delivery challan (CGST Rule 55) for a size sent in exchange: what travels, its value, the invoices it is against; `deliveryChallans` of an order names its ids",
    caller: "the order's shopper, a seller of its lines, or the shop's owner",
    status: 200,
    response: challanJsonSchema,
  },
  {
    method: "GET",
    path: "/api/delivery-challan/{id}/pdf",
    summary: "The delivery challan as an A4 PDF",
    caller: "the order's shopper, a seller of its lines, or the shop's owner",
    status: 200,
    response: z.string(),
    media: "application/pdf",
  },
  {
    method: "GET",
    path: "/api/report/rto",
    summary:
      "Parcels returned to origin over the last `days` (default 30): per payment method the orders placed, parcels delivered and returned, and the return rate",
    caller: "the shop's owner",
    query: rtoQuerySchema,
    status: 200,
    response: rtoReportJsonSchema,
  },
  {
    method: "GET",
    path: "/api/report/sales.csv",
    summary: "The sales register of a month: every invoice and credit note line (credit notes negative), CSV with a UTF-8 byte-order mark",
    caller: "the shop's owner",
    query: reportQuerySchema,
    status: 200,
    response: z.string(),
    media: "text/csv",
  },
  ...GSTR1_TABLES.map(([table, summary]): ApiCall => ({
    method: "GET",
    path: `/api/report/${table}.csv`,
    summary,
    caller: "the shop's owner",
    query: reportQuerySchema,
    status: 200,
    response: z.string(),
    media: "text/csv",
  })),
  {
    method: "GET",
    path: "/api/health",
    summary: "For load balancers: whether the database and the cache answer (503 when the database does not); never cached",
    caller: "anyone",
    status: 200,
    response: healthJsonSchema,
  },
  {
    method: "GET",
    path: "/api/cron",
    summary:
      "Runs the side work due (unpaid orders, Razorpay refunds, mail) once: for a scheduler such as Vercel's cron; 401 without CRON_SECRET, 404 when it is unset",
    caller: "anyone",
    status: 200,
    response: cronJsonSchema,
    headers: [{ name: "Authorization", required: true, description: "Bearer CRON_SECRET" }],
  },
];
