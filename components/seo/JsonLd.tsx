import { jsonLdText } from "@/lib/seo/json-ld";

/** Structured data for search engines, escaped so that no text in it can close the script. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
