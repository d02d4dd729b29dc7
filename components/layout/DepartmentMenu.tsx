"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { IntentLink } from "@/components/ui/IntentLink";
import { MenuIcon } from "@/components/ui/icons";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import { DEPARTMENTS } from "@/lib/catalog/departments";

/**
 * The way in by Men and Women (docs/product.md, Top bar): two links beside the shop name from
 * 640 px, a menu behind one button on a phone, where the bar has room for one more icon only.
 * The menu is a native disclosure, so it opens before any script runs; it closes when a link
 * has led elsewhere, as the bar stays on the page. Its button is narrow and reaches into the
 * bar's padding: a logged-in shopper's row holds four controls more on 375 px.
 */
export function DepartmentMenu() {
  const pathname = usePathname();
  const menu = useRef<HTMLDetailsElement>(null);
  const t = useText("frame");
  const localized = useLocalized();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const links = (className: string) =>
    DEPARTMENTS.map(({ id, path }) => (
      <li key={path}>
        <IntentLink href={localized(path)} aria-current={pathname === localized(path) ? "page" : undefined} className={className}>
          {t(id === "men" ? "searchMen" : "searchWomen")}
        </IntentLink>
      </li>
    ));
  return (
    <nav aria-label={t("departments")} className="order-first sm:order-none">
      <details ref={menu} className="relative sm:hidden">
        <summary
          aria-label={t("shopByDepartment")}
          className="-ml-2 flex h-10 w-8 cursor-pointer list-none items-center justify-center rounded-md hover:bg-stone-200 [&::-webkit-details-marker]:hidden"
        >
          <MenuIcon />
        </summary>
        <ul className="absolute left-0 top-12 z-30 flex w-48 flex-col rounded-lg border border-stone-200 bg-white py-1 shadow-lg">
          {links("flex h-11 items-center px-4 font-semibold text-ink hover:bg-stone-100 aria-[current=page]:text-brand")}
        </ul>
      </details>
      <ul className="hidden items-center gap-1 sm:flex">
        {links("flex h-10 items-center rounded-md px-2 text-sm font-semibold text-ink hover:bg-stone-200 aria-[current=page]:text-brand")}
      </ul>
    </nav>
  );
}
