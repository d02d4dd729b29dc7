import type { Tx } from "../db/key-lock.ts";
import { prisma } from "../db.ts";

// The shopper's consent to order updates on WhatsApp (README, Phone sign-in and messages):
// given only by ticking the checkout's box, recorded with its time and the number it was for,
// and withdrawn on the profile or by replying STOP. Without it, order news goes by SMS.

/** At checkout, in the order's transaction: the box was ticked for this number. */
export async function recordWhatsAppConsent(tx: Tx, userId: string, mobile: string): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { whatsappConsentAt: new Date(), whatsappConsentMobile: mobile } });
}

/** From the profile. */
export async function withdrawWhatsAppConsent(userId: string): Promise<void> {
  await prisma.user.updateMany({
    where: { id: userId, whatsappConsentAt: { not: null } },
    data: { whatsappConsentAt: null, whatsappConsentMobile: null, whatsappWithdrawnAt: new Date() },
  });
}

/** A STOP from a number: every account that consented for it stops getting WhatsApp (a seller's new-order messages too), and its messages not yet sent go by SMS. */
export async function optOutNumber(mobile: string): Promise<void> {
  await prisma.$transaction([
    prisma.user.updateMany({
      where: { whatsappConsentMobile: mobile },
      data: { whatsappConsentAt: null, whatsappConsentMobile: null, whatsappWithdrawnAt: new Date() },
    }),
    prisma.user.updateMany({ where: { mobile, newOrderWhatsAppAt: { not: null } }, data: { newOrderWhatsAppAt: null } }),
    prisma.outboxMessage.updateMany({ where: { mobile, channel: "whatsapp", sentAt: null, failedAt: null }, data: { channel: "sms" } }),
  ]);
}
