"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { buttonClasses } from "@/components/ui/Button";
import { logout } from "@/components/account/logout";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import { unlocalized } from "@/lib/i18n/langs";
import { isLoggedIn, useLogin } from "@/lib/stores/login";

// Logged in, the bar's call to action is the cart, not leaving: LOGOUT is a small outlined button.
const logoutClasses =
  "inline-flex h-9 items-center rounded-md border border-stone-300 px-2.5 text-xs font-semibold tracking-wide text-stone-700 hover:border-stone-500 hover:text-ink sm:h-10 sm:px-3 sm:text-sm";

/** LOGOUT when logged in; otherwise SIGNUP on /login and LOGIN everywhere else (docs/product.md, Top bar). */
export function AuthButton() {
  const loggedIn = useLogin(isLoggedIn);
  const pathname = usePathname();
  const router = useRouter();
  const t = useText("frame");
  const localized = useLocalized();
  const classes = buttonClasses("primary", "md", "min-w-20 sm:min-w-24");

  if (loggedIn) {
    return (
      <button type="button" className={logoutClasses} onClick={() => void logout(router)}>
        {t("logout")}
      </button>
    );
  }
  return unlocalized(pathname) === "/login" ? (
    <Link href={localized("/register")} className={classes}>
      {t("signup")}
    </Link>
  ) : (
    <Link href={localized("/login")} className={classes}>
      {t("login")}
    </Link>
  );
}
