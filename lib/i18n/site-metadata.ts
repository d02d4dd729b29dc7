import type { Metadata, Viewport } from "next";
import { shopName, siteUrl } from "../config.ts";
import { OG_LOCALE, type Lang } from "./langs.ts";
import { textsIn } from "./text.ts";

/**
 * What every page of a language says by default: each language's pages have their own root
 * layout (app/(shop), app/(seller), app/hi), as the language is in the path. metadataBase turns
 * every page's relative canonical and Open Graph URLs into SITE_URL ones.
 */
export function siteMetadata(lang: Lang): Metadata {
  const t = textsIn(lang, "meta");
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t("siteTitle", { shop: shopName() }), template: `%s | ${shopName()}` },
    description: t("siteDescription"),
    openGraph: { siteName: shopName(), locale: OG_LOCALE[lang], type: "website" },
    twitter: { card: "summary" },
  };
}

export const SITE_VIEWPORT: Viewport = { themeColor: "#7c2d12" };
