import { withdrawWhatsAppConsent } from "../messages/consent.ts";
import { setNewOrderWhatsApp } from "../messages/seller-alerts.ts";

// A person chooses what WhatsApp brings them (PUT and DELETE /api/user/{id}/whatsapp): a seller
// turns the message of each new order on or off; a shopper withdraws the consent to order
// updates, recorded so, and gets them by SMS from then on (lib/messages/).

export const setNewOrderMessages = (sellerId: string, on: boolean) => setNewOrderWhatsApp(sellerId, on);

export const stopWhatsAppUpdates = (userId: string) => withdrawWhatsAppConsent(userId);
