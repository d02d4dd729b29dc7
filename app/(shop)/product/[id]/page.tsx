import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BuyBox } from "@/components/product/BuyBox";
import { Declarations } from "@/components/product/Declarations";
import { DeliveryCheckSlot } from "@/components/product/DeliveryCheckSlot";
import { Gallery } from "@/components/product/Gallery";
import { PaymentTerms, storePayments } from "@/components/payments/PaymentTerms";
import { SizeChartDialog } from "@/components/product/SizeChartDialog";
import { SoldBy } from "@/components/product/SoldBy";
import { ReturnPolicyNote } from "@/components/returns/ReturnPolicyNote";
import { IntentLink } from "@/components/ui/IntentLink";
import { JsonLd } from "@/components/seo/JsonLd";
import { SimilarProducts } from "@/components/product/SimilarProducts";
import { cardWords } from "@/components/product/cardWords";
import { SalePrice } from "@/components/product/SalePrice";
import { cachedProduct, cachedSimilarProducts } from "@/lib/catalog/cache";
import { cachedReviews } from "@/lib/views/product-reviews";
import { ProductReviews } from "@/components/reviews/ProductReviews";
import { Heart } from "@/components/wishlist/Heart";
import { razorpayConfig } from "@/lib/config";
import { pageLang } from "@/lib/i18n/page-lang";
import { messagesOf, shopText } from "@/lib/i18n/text";
import { localized } from "@/lib/i18n/langs";
import { productCrumbs, productMetadata } from "@/lib/seo/product-metadata";
import { colorName } from "@/lib/catalog/color-names";
import { productWords } from "@/lib/catalog/product-words";
import { formatRupees } from "@/lib/money";
import { breadcrumbJsonLd, productJsonLd } from "@/lib/seo/json-ld";
import { deliveryTermsText } from "@/lib/delivery/terms-text";
import { cachedShop, deliveryTermsOf } from "@/lib/shop/profile";
import { cachedSoldBy } from "@/lib/seller/sold-by";

interface ProductPageProps {
  params: Promise<{ id: string }>;
}

// Rendered on a product's first visit, then served from Next's cache until its seller
// changes it (lib/catalog/revalidate.ts); hourly as a safety net. Nothing is rendered at
// build time: the build has no database. In the page's language: app/hi/product/[id] is its Hindi twin.
export const revalidate = 3600;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The reviews the page shows (and its structured data carries); the rest are on /product/{id}/reviews. */
const NEWEST_REVIEWS = 5;

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  return productMetadata("en", (await params).id);
}

export default async function ProductPage({ params }: ProductPageProps) {
  const found = await cachedProduct((await params).id);
  if (!found) notFound();
  const [shop, similar, reviews, seller] = await Promise.all([
    cachedShop(),
    cachedSimilarProducts(found),
    cachedReviews(found.id, "recent", 0, NEWEST_REVIEWS),
    cachedSoldBy(found.sellerId),
  ]);
  const lang = pageLang();
  // Its title and description in the page's language, wherever the page names it.
  const product = { ...found, ...productWords(lang, found) };
  const t = shopText("product");
  const crumbs = productCrumbs(lang, product);
  const path = localized(lang, `/product/${product.id}`);

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <JsonLd data={productJsonLd(product, path, reviews.reviews)} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <nav aria-label={t("breadcrumb")} className="mb-4 text-sm text-stone-600 sm:mb-6">
        {crumbs.slice(1, -1).map((crumb, index) => (
          <span key={crumb.path}>
            {index > 0 && " / "}
            <IntentLink href={crumb.path} className="hover:text-brand hover:underline">
              {crumb.name}
            </IntentLink>
          </span>
        ))}
      </nav>
      <article className="grid gap-6 md:grid-cols-2 md:gap-10 lg:grid-cols-[32rem_1fr]">
        <Gallery title={product.title} imageUrls={product.imageUrls} />
        {/* From 768 px the column stays in view beside the photos; on a phone its buy bar sticks to the screen's foot instead (AddToCart). */}
        <div className="flex min-w-0 flex-col gap-4 md:sticky md:top-24 md:self-start">
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">{product.title}</h1>
            <Heart productId={product.id} label={t("saveToWishlist")} sized />
          </div>
          <p className="text-2xl font-bold text-brand">
            {product.salePricePaise === null ? (
              <>
                <span className="text-base font-semibold text-stone-600">{t("mrp")}</span>
                <span>{formatRupees(product.pricePaise)}</span>
              </>
            ) : (
              <SalePrice {...product} words={{ mrp: t("mrp").trim(), off: t("off", { percent: product.offPercent ?? 0 }) }} />
            )}{" "}
            <span className="text-sm font-normal text-stone-600">{t("inclTaxes")}</span>
          </p>
          <p data-testid="delivery-terms" className="-mt-2 text-sm text-stone-600">
            {deliveryTermsText(deliveryTermsOf(shop), lang)}
          </p>
          {product.color && (
            <p className="text-sm text-stone-600">
              {t("colour")} <span className="font-medium capitalize text-ink">{colorName(lang, product.color)}</span>
            </p>
          )}
          <BuyBox
            product={product}
            sizeHelp={product.sizeChart && product.sizes.length > 0 ? <SizeChartDialog title={product.title} chart={product.sizeChart} /> : undefined}
          />
          <SoldBy shop={shop} seller={seller} />
          <DeliveryCheckSlot productId={product.id} />
          <PaymentTerms payments={storePayments(shop, razorpayConfig() !== null, messagesOf(lang).pay)} />
          <ReturnPolicyNote returns={shop.returns} className="-mt-2" />
          <p className="leading-relaxed text-stone-700 wrap-anywhere">{product.description}</p>
          <Declarations product={product} shop={shop} seller={shop.sellingModel === "marketplace" ? seller : null} />
        </div>
      </article>
      <ProductReviews productId={product.id} page={reviews} />
      {similar.length > 0 && <SimilarProducts productId={product.id} lang={lang} title={t("similar")} words={cardWords(lang)} />}
    </main>
  );
}
