import { IntentLink } from "@/components/ui/IntentLink";
import { shopForFrame } from "@/lib/legal/frame";
import { shopPath } from "@/lib/i18n/hindi-pages";
import type { Lang } from "@/lib/i18n/langs";
import { textsIn } from "@/lib/i18n/text";
import { GRIEVANCE_PATH, policyPath } from "@/lib/legal/paths";
import { POLICY_SLUGS } from "@/lib/legal/policy-defaults";
import { postalAddress } from "@/lib/legal/shop-facts";
import { shopName } from "@/lib/config";
import { LanguageSwitch } from "./LanguageSwitch";

/** The networks the footer names, each linked when the shop profile gives its page there. */
const SOCIAL = [
  ["Facebook", "facebook"],
  ["Instagram", "instagram"],
  ["Twitter", "twitter"],
  ["YouTube", "youtube"],
] as const;

// Classes of their own in app/globals.css (footer-heading, footer-links): the footer is on
// every page, and a class repeated on each of its headings and links was in every page's
// HTML twice, in the markup and in its payload.
const heading = "footer-heading";

/**
 * The footer: about us, social names, the shop's contacts and, from its profile, who sells
 * (legal name, address, GSTIN) and the links to its policies and grievance page, as the
 * Consumer Protection (E-Commerce) Rules 2020 ask of every page (docs/product.md, Footer); and
 * the language switch. In the page's language, the shop's own names and address as they are.
 */
export async function Footer({ lang }: { lang: Lang }) {
  const t = textsIn(lang, "footer");
  const to = (path: string) => shopPath(lang, path);
  const legalLinks = [
    ...POLICY_SLUGS.map((slug) => ({ href: policyPath(slug), label: t(`policyTitles.${slug}`) })),
    { href: GRIEVANCE_PATH, label: t("grievances") },
  ];
  const shop = await shopForFrame();
  const name = shop?.name ?? shopName();
  const address = shop ? postalAddress(shop) : null;
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={heading}>
            {t("about")}
          </h2>
          <p className="text-sm leading-relaxed">{t("aboutText", { shop: name })}</p>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={heading}>
            {t("follow")}
          </h2>
          <ul className="space-y-1 text-sm">
            {SOCIAL.map(([network, key]) => (
              <li key={network}>
                {shop?.social[key] ? (
                  <a className="underline hover:text-white" href={shop.social[key]} rel="me noopener noreferrer" target="_blank">
                    {network}
                  </a>
                ) : (
                  network
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            {t("contact")}
          </h2>
          <ul className="space-y-1 text-sm">
            {shop?.supportEmail && (
              <li>
                {t("mail")}{" "}
                <a className="underline hover:text-white" href={`mailto:${shop.supportEmail}`}>
                  {shop.supportEmail}
                </a>
              </li>
            )}
            {shop?.supportPhone && (
              <li>
                {t("phone")}{" "}
                <a className="underline hover:text-white" href={`tel:${shop.supportPhone.replace(/[^\d+]/g, "")}`}>
                  {shop.supportPhone}
                </a>
              </li>
            )}
            <li>
              <IntentLink href={to(GRIEVANCE_PATH)} className="underline hover:text-white">
                {t("grievanceOfficer")}
              </IntentLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-seller">
          <h2 id="footer-seller" className={heading}>
            {/* In a marketplace each product page names its own seller; the footer names the operator. */}
            {shop?.sellingModel === "marketplace" ? t("marketplaceRunBy") : t("soldBy")}
          </h2>
          <address className="space-y-1 text-sm not-italic">
            <p className="font-semibold text-stone-200">{shop?.legalName ?? name}</p>
            {address && <p>{address}</p>}
            {shop?.gstin && <p>GSTIN {shop.gstin}</p>}
          </address>
        </section>
      </div>
      <nav aria-label={t("policies")} className="border-t border-stone-800">
        <ul className="footer-links mx-auto flex max-w-7xl flex-wrap justify-center gap-x-5 gap-y-2 px-4 py-4 text-sm">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <IntentLink href={to(link.href)}>{link.label}</IntentLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-400">
        © {shop?.legalName ?? name} ·{" "}
        <IntentLink href={to("/products")} className="hover:text-white">
          {t("allProducts")}
        </IntentLink>
      </p>
      <div className="border-t border-stone-800 py-4 text-sm">
        <LanguageSwitch lang={lang} label={textsIn(lang, "frame")("language")} />
      </div>
    </footer>
  );
}
