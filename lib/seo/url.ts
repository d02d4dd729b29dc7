import { siteUrl } from "../config.ts";

/** An absolute URL on the shop's public origin (SITE_URL): canonicals, Open Graph, JSON-LD, sitemaps. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl()}/`).toString();
}
