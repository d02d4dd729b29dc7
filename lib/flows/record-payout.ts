import { recordPayout, type PayoutInput } from "../seller/payouts.ts";

// The owner records a bank transfer made to a seller (POST /api/seller/{id}/payout); the shop
// sends no money, and the payout counts in the statement of its day's month (lib/seller/payouts.ts).

export const recordSellerPayout = (sellerId: string, input: PayoutInput) => recordPayout(sellerId, input);
