"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useLang, useText } from "@/components/i18n/ClientTexts";
import { SearchFields, searchFrame } from "@/components/ui/SearchFields";
import { localized } from "@/lib/i18n/langs";
import { searchPath } from "@/lib/catalog/listing-path";
import { announceNavigation } from "./NavigationProgress";

/**
 * A shop search: the text goes to /products/{lower-cased text} (lib/catalog/listing-path.ts, searchPath). Without
 * JavaScript the form still works through /search. `before` goes ahead of the field (the top bar's category list).
 */
export function SearchForm({ text: initial = "", className, before }: { text?: string; className: string; before?: ReactNode }) {
  const router = useRouter();
  const [text, setText] = useState(initial);
  const t = useText("frame");
  const lang = useLang();
  return (
    <form
      role="search"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault();
        announceNavigation();
        router.push(localized(lang, searchPath(text)));
      }}
      className={`${searchFrame} ${className}`}
    >
      {before}
      <SearchFields
        label={t("searchProducts")}
        placeholder={t("searchProducts")}
        submitLabel={t("search")}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
