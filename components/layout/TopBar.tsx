import { shopName } from "@/lib/config";
import type { Lang } from "@/lib/i18n/langs";
import { textsIn } from "@/lib/i18n/text";
import { AuthButton } from "./AuthButton";
import { CartButton } from "./CartButton";
import { DepartmentMenu } from "./DepartmentMenu";
import { LoginSync } from "./LoginSync";
import { MyOrdersLink } from "./MyOrdersLink";
import { NavigationProgress } from "./NavigationProgress";
import { ProfileLink } from "./ProfileLink";
import { SearchBar } from "./SearchBar";
import { ShopNameLink } from "./ShopNameLink";

/**
 * The top bar of every page (docs/product.md, Top bar). It renders the logged-out state on the server and
 * switches after mount from local storage, so pages stay cacheable. One row of 56 px on a phone (64 px from
 * 640 px), logged in or not: the controls are icons there, and LOGOUT a small outlined button beside the profile
 * icon, with the cart in the corner. On / and /products the search bar takes a second row on a phone. The line
 * under the bar is a shadow, so it adds no height. Men and Women lead in from beside the shop name (a menu button on a phone).
 */
export function TopBar({ lang }: { lang: Lang }) {
  const t = textsIn(lang, "frame");
  return (
    <header className="sticky top-0 z-20 bg-white/95 shadow-[0_1px_0_var(--color-stone-200)] backdrop-blur">
      <LoginSync />
      <NavigationProgress />
      {/* Positioned: the cart's login prompt hangs from the bar's lower edge, on the right. */}
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:flex-nowrap sm:gap-x-6 sm:py-3">
        <ShopNameLink name={shopName()} />
        <DepartmentMenu />
        <SearchBar />
        <nav aria-label={t("account")} className="ml-auto flex items-center gap-1 sm:gap-2">
          <MyOrdersLink />
          <ProfileLink />
          <AuthButton />
          <CartButton />
        </nav>
      </div>
    </header>
  );
}
