import { revalidateStock } from "../catalog/revalidate.ts";
import { AppError } from "../errors.ts";
import { COD_REPLIES } from "../messages/news.ts";
import { orderOfReply, receiveWebhook, type ButtonReply } from "../messages/webhook.ts";
import type { StockChanges } from "../shared/stock.ts";
import { answerCodConfirmation } from "./answer-cod.ts";

// A shopper's tap on a WhatsApp quick-reply button (issue 44), delivered by Meta's webhook
// (lib/messages/webhook.ts): Confirm or Cancel on the cash-on-delivery request answers the
// order exactly as its page does (lib/flows/answer-cod.ts). Meta delivers at least once: the
// same answer again changes nothing, and a refused one (the other answer came first, the
// deadline passed) is logged, never an error to Meta, which would only deliver it again.

const isCodReply = (payload: string): payload is (typeof COD_REPLIES)[number] => (COD_REPLIES as readonly string[]).includes(payload);

/** Acts on each reply that answers one of the shop's own messages from the number it went to; what stock came back, for the pages to expire. */
export async function answerButtonReplies(replies: ButtonReply[]): Promise<StockChanges> {
  const stock: StockChanges = { products: [], listings: false };
  for (const reply of replies) {
    if (!isCodReply(reply.payload)) continue;
    const order = await orderOfReply(reply, "cod_confirm");
    if (!order) continue;
    try {
      const answered = await answerCodConfirmation(order, reply.payload);
      stock.products.push(...answered.stock.products);
      stock.listings ||= answered.stock.listings;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.warn(`[whatsapp] a ${reply.payload} reply for order ${order.orderId} changed nothing: ${error.message}`);
    }
  }
  return stock;
}

/**
 * POST /api/whatsapp/webhook: a delivery signed with the app secret is recorded
 * (lib/messages/webhook.ts, 401 otherwise), its button replies answered, and the pages of the
 * stock they gave back expired, in the route's request where Next allows it.
 */
export async function answerWebhook(rawBody: string, signature: string | null): Promise<void> {
  await revalidateStock(await answerButtonReplies(await receiveWebhook(rawBody, signature)));
}
