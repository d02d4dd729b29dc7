import Link from "next/link";
import { ListingSearch } from "@/components/product/ListingSearch";
import { ButtonLink } from "@/components/ui/Button";
import { isUnknownTerm, termListing } from "@/lib/catalog/listing";
import { cachedSuggestions } from "@/lib/catalog/cache";
import { listingBasePath } from "@/lib/catalog/listing-path";
import { localized } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { shopText } from "@/lib/i18n/text";

interface TermLayoutProps {
  children: React.ReactNode;
  params: Promise<{ slug: string }>;
}

/**
 * A search that finds nothing answers 404 (the page calls notFound()), yet the shopper
 * should see what to try instead. A not-found file gets no params, so this layout, which
 * wraps it, draws the message, the suggestions and the way back, in the page's language.
 */
export default async function TermLayout({ children, params }: TermLayoutProps) {
  const listing = await termListing((await params).slug);
  if (!(await isUnknownTerm(listing))) return children;
  const suggestions = await cachedSuggestions(listing.term);
  const lang = pageLang();
  const t = shopText("listing");
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-10 text-center sm:py-16">
      <ListingSearch text={listing.term} />
      <h1 className="mt-4 max-w-full text-2xl font-bold wrap-anywhere sm:text-3xl">{t("resultsFor", { term: listing.term })}</h1>
      <p className="max-w-full text-lg font-medium wrap-anywhere">{t("noMatch", { term: listing.term })}</p>
      {suggestions.length > 0 && (
        <nav aria-label={t("suggestions")} className="flex flex-col items-center gap-2">
          <p className="text-stone-700">{t("didYouMean")}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {suggestions.map((title) => (
              <li key={title}>
                <Link
                  href={localized(lang, listingBasePath(title.toLowerCase()))}
                  className="inline-flex h-10 items-center rounded-full border border-stone-300 bg-white px-4 text-sm hover:border-brand"
                >
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ButtonLink href={localized(lang, "/products")}>{t("seeAllProducts")}</ButtonLink>
      {children}
    </main>
  );
}
