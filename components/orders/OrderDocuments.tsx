import { INTL_LOCALE, type Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import type { OrderJson } from "@/lib/views/order-json";

/** A document's day (YYYY-MM-DD, India's) as the order pages print dates, in the page's language. */
const printedDay = (day: string, lang: Lang) =>
  new Date(`${day}T00:00:00+05:30`).toLocaleDateString(INTL_LOCALE[lang], { dateStyle: "medium", timeZone: "Asia/Kolkata" });

type Ref = OrderJson["invoices"][number];

function DocumentList({ refs, path, label, titles, lang }: { refs: Ref[]; path: string; label: string; titles: Map<string, string>; lang: Lang }) {
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
              <time dateTime={ref.date}>{printedDay(ref.date, lang)}</time>
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
  const lang = pageLang();
  const t = textsIn(lang, "orderPage");
  const titles = new Map(
    order.items.map((line) => [line._id, line.size ? t("titleSize", { title: line.productId.title, size: line.size }) : line.productId.title]),
  );
  return (
    <section aria-labelledby="invoices" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="invoices" className="font-semibold">
        {t("invoices")}
      </h2>
      <DocumentList refs={order.invoices} path="invoice" label={t("invoice")} titles={titles} lang={lang} />
      {order.creditNotes.length > 0 && <DocumentList refs={order.creditNotes} path="credit-note" label={t("creditNote")} titles={titles} lang={lang} />}
      {order.deliveryChallans.length > 0 && (
        <DocumentList refs={order.deliveryChallans} path="delivery-challan" label={t("deliveryChallan")} titles={titles} lang={lang} />
      )}
    </section>
  );
}
