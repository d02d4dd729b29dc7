import { IntentLink } from "@/components/ui/IntentLink";
import { shopName } from "@/lib/config";

const SOCIAL = ["Facebook", "Instagram", "Twitter", "YouTube"];
// Contact details are placeholders (docs/product.md, Footer).
const CONTACT_EMAIL = "support@vastra.example";
const CONTACT_PHONE = "+91 00000 00000";

/** The footer: about us, social names, contact mail and phone. */
export function Footer() {
  const name = shopName();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 text-sm font-bold uppercase tracking-wider text-white">
            About us
          </h2>
          <p className="text-sm leading-relaxed">
            {name} brings everyday clothing for men and women to your door: shirts, trousers, tops and footwear from
            independent sellers across India, at honest prices.
          </p>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="mb-3 text-sm font-bold uppercase tracking-wider text-white">
            Follow us
          </h2>
          <ul className="space-y-1 text-sm">
            {SOCIAL.map((network) => (
              <li key={network}>{network}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-sm font-bold uppercase tracking-wider text-white">
            Contact
          </h2>
          <ul className="space-y-1 text-sm">
            <li>
              Mail: <a className="underline hover:text-white" href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
            <li>
              Phone: <a className="underline hover:text-white" href={`tel:${CONTACT_PHONE.replace(/\s/g, "")}`}>{CONTACT_PHONE}</a>
            </li>
          </ul>
        </section>
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-400">
        © {name} · <IntentLink href="/products" className="hover:text-white">All products</IntentLink>
      </p>
    </footer>
  );
}
