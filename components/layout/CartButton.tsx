"use client";

import Link from "next/link";
import { useState } from "react";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import { LoginPrompt } from "@/components/ui/LoginPrompt";
import { CartIcon } from "@/components/ui/icons";
import { useTimedMessage } from "@/components/ui/useTimedMessage";
import { badgeText, useCart } from "@/lib/stores/cart";
import { isLoggedIn, useLogin } from "@/lib/stores/login";

const iconClasses = "relative flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-stone-200";

/**
 * Hidden for sellers (docs/product.md, Top bar); for a logged-out visitor a click shows
 * 'Please Login to Continue.' for 3 s and stays on the page. The prompt hangs from the top
 * bar's lower edge under the cart, clear of the page's heading, with a "Log in" link back here.
 */
export function CartButton() {
  const loggedIn = useLogin(isLoggedIn);
  const isAdmin = useLogin((state) => state.isAdmin);
  const count = useCart((state) => state.lines.length);
  const prompt = useTimedMessage();
  const [here, setHere] = useState("/");
  const t = useText("frame");
  const localized = useLocalized();

  if (isAdmin) return null;

  return (
    <>
      {loggedIn ? (
        <Link href={localized("/cart")} aria-label={t(count === 1 ? "cartOne" : "cartMany", { count })} className={iconClasses}>
          <CartIcon />
          {count > 0 && (
            <span
              data-testid="cart-badge"
              className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-bold leading-5 text-white"
            >
              {badgeText(count)}
            </span>
          )}
        </Link>
      ) : (
        <button
          type="button"
          aria-label={t("cart")}
          className={iconClasses}
          onClick={() => {
            setHere(window.location.pathname + window.location.search);
            prompt.show(t("loginToContinue"));
          }}
        >
          <CartIcon />
        </button>
      )}
      <LoginPrompt prompt={prompt} returnTo={here} className="absolute right-4 top-full z-30 mt-1 w-[calc(100%-2rem)] sm:w-auto sm:max-w-sm" />
    </>
  );
}
