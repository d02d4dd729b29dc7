"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { buttonClasses } from "@/components/ui/Button";
import { logout } from "@/components/account/logout";
import { isLoggedIn, useLogin } from "@/lib/stores/login";

/** LOGOUT when logged in; otherwise SIGNUP on /login and LOGIN everywhere else (docs/product.md, Top bar). */
export function AuthButton() {
  const loggedIn = useLogin(isLoggedIn);
  const pathname = usePathname();
  const router = useRouter();
  const classes = buttonClasses("primary", "md", "min-w-24");

  if (loggedIn) {
    return (
      <button type="button" className={classes} onClick={() => void logout(router)}>
        LOGOUT
      </button>
    );
  }
  return pathname === "/login" ? (
    <Link href="/register" className={classes}>
      SIGNUP
    </Link>
  ) : (
    <Link href="/login" className={classes}>
      LOGIN
    </Link>
  );
}
