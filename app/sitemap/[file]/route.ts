import { cachedCategories, cachedProductCount, cachedSitemapProducts } from "@/lib/catalog/cache";
import { MAX_ENTRIES, pageEntries, productEntry, productFileCount, urlsetXml, xmlResponse } from "@/lib/seo/sitemap";

export const dynamic = "force-dynamic";

/** /sitemap/0.xml: landing and category pages; /sitemap/N.xml: the Nth 25,000 products (each in both languages). Listed by the index at /sitemap.xml. */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const match = /^(\d{1,4})\.xml$/.exec((await context.params).file);
  const n = match ? Number(match[1]) : -1;
  const [count, categories] = await Promise.all([cachedProductCount(), cachedCategories()]);
  const pages = pageEntries(categories);
  if (n === 0) return xmlResponse(urlsetXml(pages));
  if (n < 1 || n > productFileCount(count, pages.length)) return new Response("Not Found", { status: 404 });
  const products = await cachedSitemapProducts((n - 1) * MAX_ENTRIES, MAX_ENTRIES);
  return xmlResponse(urlsetXml(products.map(productEntry)));
}
