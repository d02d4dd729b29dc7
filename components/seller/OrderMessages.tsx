import { orderDate } from "@/components/orders/orderDate";
import type { SentMessage } from "@/lib/messages/history";

/** The order's messages to the shopper's phone: what went, which way, and its last status. */
export function OrderMessages({ messages }: { messages: SentMessage[] }) {
  return (
    <section aria-labelledby="messages-heading" className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="messages-heading" className="font-semibold">
        Messages to the shopper&apos;s phone
      </h2>
      <ul className="space-y-1">
        {messages.map((message) => (
          <li key={message.id} data-testid="order-message" className="flex flex-wrap justify-between gap-x-4">
            <span>
              {message.news} · {message.channel}
              {message.note && <span className="text-stone-600"> ({message.note})</span>}
            </span>
            <span className="text-stone-600">
              {message.status} · {orderDate(message.at.toISOString())}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
