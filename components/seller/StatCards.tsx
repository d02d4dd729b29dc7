import type { SellerOrderStats } from "@/lib/orders/seller";

/** The dashboard's cards: the seller's orders, each counted once under the step its items have reached (lib/orders/seller.ts sellerOrderStats). */
export function StatCards({ stats }: { stats: SellerOrderStats }) {
  const cards = [
    { label: "Total Orders", value: stats.total, accent: "border-t-stone-500" },
    { label: "New Orders", value: stats.ordered, accent: "border-t-amber-500" },
    { label: "Accepted Orders", value: stats.accepted, accent: "border-t-sky-600" },
    { label: "Shipped Orders", value: stats.shipped, accent: "border-t-violet-600" },
    { label: "Cancelled Orders", value: stats.cancelled, accent: "border-t-red-600" },
    { label: "Delivered Orders", value: stats.delivered, accent: "border-t-emerald-600" },
    { label: "Returned to origin", value: stats.returned, accent: "border-t-stone-400" },
  ];
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4">
        {cards.map((card) => (
          <li key={card.label} className={`rounded-lg border border-t-4 border-stone-200 bg-white p-4 shadow-sm ${card.accent}`}>
            <p className="text-sm font-medium text-stone-600">{card.label}</p>
            <p className="mt-2 text-3xl font-bold tabular-nums" data-testid={card.label}>
              {card.value}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-600">
        Each order counts once, under the step your items of it have reached: new until every item is accepted or cancelled, then accepted until dispatched,
        shipped until delivered. An order is cancelled only when all its items are.
      </p>
    </>
  );
}
