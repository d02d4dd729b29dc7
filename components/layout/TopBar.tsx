import { shopName } from "@/lib/config";
import { AuthButton } from "./AuthButton";
import { CartButton } from "./CartButton";
import { LoginSync } from "./LoginSync";
import { MyOrdersLink } from "./MyOrdersLink";
import { ProfileLink } from "./ProfileLink";
import { SearchBar } from "./SearchBar";
import { ShopNameLink } from "./ShopNameLink";

/**
 * The common top bar of spec §2. It renders the logged-out state on the server and
 * switches after mount from local storage, so pages stay cacheable.
 */
export function TopBar() {
  return (
    <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
      <LoginSync />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap sm:gap-x-6">
        <ShopNameLink name={shopName()} />
        <div className="hidden flex-1 sm:block sm:flex-none" aria-hidden="true" />
        <SearchBar />
        <nav aria-label="Account" className="ml-auto flex items-center gap-2">
          <MyOrdersLink />
          <CartButton />
          <ProfileLink />
          <AuthButton />
        </nav>
      </div>
    </header>
  );
}
