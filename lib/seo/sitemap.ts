import { hasHindi } from "../i18n/hindi-pages.ts";
import { HREFLANG, LANGS, localized } from "../i18n/langs.ts";
import { LEGAL_LINKS } from "../legal/paths.ts";
import { absoluteUrl } from "./url.ts";

// /sitemap.xml (sitemaps.org protocol). Up to MAX_URLS addresses it is one file; above,
// it is a sitemap index of numbered files: /sitemap/0.xml for the landing and category
// pages, then /sitemap/1.xml, /sitemap/2.xml, … with up to MAX_ENTRIES products each. A page
// with a Hindi address is listed in both languages, each naming the other as its alternate
// (hreflang, as Google reads it in sitemaps).

/** The protocol's (and Google's) limit of addresses per sitemap file. */
const MAX_URLS = 50_000;
/** Pages per file: each in every language. */
export const MAX_ENTRIES = MAX_URLS / LANGS.length;

export interface SitemapEntry {
  path: string;
  lastModified?: string;
  /** Pictures on the page (Google's image sitemap extension), site-relative or absolute. */
  images?: string[];
}

export function pageEntries(categories: string[]): SitemapEntry[] {
  return [
    { path: "/" },
    { path: "/products" },
    ...categories.map((c) => ({ path: `/products/${encodeURIComponent(c)}` })),
    ...LEGAL_LINKS.map((link) => ({ path: link.href })),
  ];
}

export function productEntry(product: { id: string; updatedAt: string; imageUrls: string[] }): SitemapEntry {
  return { path: `/product/${product.id}`, lastModified: product.updatedAt, images: product.imageUrls };
}

/** How many product files the index lists (0: no index, one file holds everything). */
export function productFileCount(productCount: number, pageCount: number, perFile = MAX_ENTRIES): number {
  return productCount + pageCount <= perFile ? 0 : Math.ceil(productCount / perFile);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The <xhtml:link> alternates of a page with a Hindi address: both languages and x-default (English). */
function alternatesXml(path: string): string {
  const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(href))}"/>`;
  return link(HREFLANG.en, path) + link(HREFLANG.hi, localized("hi", path)) + link("x-default", path);
}

function urlXml(path: string, entry: SitemapEntry, alternates: string): string {
  const images = (entry.images ?? []).map((src) => `<image:image><image:loc>${escapeXml(absoluteUrl(src))}</image:loc></image:image>`).join("");
  return `<url><loc>${escapeXml(absoluteUrl(path))}</loc>${entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : ""}${alternates}${images}</url>`;
}

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.flatMap((e) =>
    hasHindi(e.path) ? [urlXml(e.path, e, alternatesXml(e.path)), urlXml(localized("hi", e.path), e, alternatesXml(e.path))] : [urlXml(e.path, e, "")],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index: file 0 (pages) and files 1…n (products). */
export function sitemapIndexXml(productFiles: number): string {
  const files = Array.from({ length: productFiles + 1 }, (_, n) => `<sitemap><loc>${escapeXml(absoluteUrl(`/sitemap/${n}.xml`))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>\n`;
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" } });
}
