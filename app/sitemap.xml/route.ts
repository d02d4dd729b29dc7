import { cachedCategories, cachedProductCount, cachedSitemapProducts } from "@/lib/catalog/cache";
import { MAX_ENTRIES, pageEntries, productEntry, productFileCount, sitemapIndexXml, urlsetXml, xmlResponse } from "@/lib/seo/sitemap";

// Read at request time from the cached catalog (never at build: the build has no database).
export const dynamic = "force-dynamic";

/** One sitemap up to 50,000 addresses (25,000 pages in two languages), a sitemap index above (lib/seo/sitemap.ts). */
export async function GET(): Promise<Response> {
  const [count, categories] = await Promise.all([cachedProductCount(), cachedCategories()]);
  const pages = pageEntries(categories);
  const files = productFileCount(count, pages.length);
  if (files > 0) return xmlResponse(sitemapIndexXml(files));
  const products = await cachedSitemapProducts(0, MAX_ENTRIES);
  return xmlResponse(urlsetXml([...pages, ...products.map(productEntry)]));
}
