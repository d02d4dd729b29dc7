import type { OrderJson } from "@/lib/api-json/orders";

/** A document's day (YYYY-MM-DD, India's) as the order pages print dates. */
const printedDay = (day: string) => new Date(`${day}T00:00:00+05:30`).toLocaleDateString("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

type Ref = OrderJson["invoices"][number];

function DocumentList({ refs, path, label, titles }: { refs: Ref[]; path: string; label: string; titles: Map<string, string> }) {
  return (
    <ul className="space-y-2">
      {refs.map((ref) => {
        const named = ref.lineIds.map((id) => titles.get(id)).filter(Boolean);
        return (
          <li key={ref.id}>
            <a href={`/api/${path}/${ref.id}/pdf`} className="font-semibold text-brand underline">
              {label} <span className="font-mono">{ref.number}</span> (PDF)
            </a>
            <p className="text-xs text-stone-600">
              <time dateTime={ref.date}>{printedDay(ref.date)}</time>
              {named.length > 0 && <>: {named.join(", ")}</>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An order's tax invoices, credit notes and delivery challans, each linked to its PDF (GET
 * /api/invoice/{id}/pdf, /api/credit-note/{id}/pdf, /api/delivery-challan/{id}/pdf): nothing
 * when none has been issued yet.
 */
export function OrderDocuments({ order }: { order: Pick<OrderJson, "invoices" | "creditNotes" | "deliveryChallans" | "items"> }) {
  if (order.invoices.length === 0 && order.creditNotes.length === 0 && order.deliveryChallans.length === 0) return null;
  const titles = new Map(order.items.map((line) => [line._id, `${line.productId.title}${line.size ? ` (size ${line.size})` : ""}`]));
  return (
    <section aria-labelledby="invoices" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="invoices" className="font-semibold">
        Invoices
      </h2>
      <DocumentList refs={order.invoices} path="invoice" label="Invoice" titles={titles} />
      {order.creditNotes.length > 0 && <DocumentList refs={order.creditNotes} path="credit-note" label="Credit note" titles={titles} />}
      {order.deliveryChallans.length > 0 && <DocumentList refs={order.deliveryChallans} path="delivery-challan" label="Delivery challan" titles={titles} />}
    </section>
  );
}
