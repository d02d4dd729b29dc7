import { prisma } from "../db.ts";
import { badRequest } from "../errors.ts";
import { assertSellerAccount } from "../auth/roles.ts";

// Payouts to a marketplace seller (issue 45, point 5) are recorded, not sent: the owner moves
// the money by bank transfer outside the shop (a split-settlement service such as Razorpay
// Route could do it later) and records it here, against the month of the day it was paid.

export interface PayoutInput {
  amountPaise: number;
  reference: string;
  /** YYYY-MM-DD, India's calendar. */
  paidOn: string;
}

export async function recordPayout(sellerId: string, input: PayoutInput): Promise<{ id: string }> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) throw badRequest("A payout is more than nothing.", { amount: ["more than 0"] });
  await assertSellerAccount(sellerId);
  return prisma.sellerPayout.create({
    data: { sellerId, amountPaise: input.amountPaise, reference: input.reference, paidOn: new Date(`${input.paidOn}T00:00:00Z`) },
    select: { id: true },
  });
}
