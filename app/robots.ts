import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/url";

// SITE_URL is read when asked, not baked in at build time.
export const dynamic = "force-dynamic";

/** Crawlers: the catalog yes; accounts, the cart, the seller console, the API and the internal listing paths no. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/cart",
        "/address",
        "/profile",
        "/login",
        "/register",
        "/search",
        "/dashboard",
        "/add-item",
        "/myproducts",
        "/orders/",
        "/account",
        "/listing/",
        "/api/",
      ],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
