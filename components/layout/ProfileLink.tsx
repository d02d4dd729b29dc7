"use client";

import Link from "next/link";
import { useText } from "@/components/i18n/ClientTexts";
import { ProfileIcon } from "@/components/ui/icons";
import { isLoggedIn, useLogin } from "@/lib/stores/login";

/** The profile icon is there only for a logged-in user (docs/product.md, Top bar). */
export function ProfileLink() {
  const loggedIn = useLogin(isLoggedIn);
  const t = useText("frame");
  if (!loggedIn) return null;
  return (
    <Link href="/profile" aria-label={t("profile")} className="flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-stone-200">
      <ProfileIcon />
    </Link>
  );
}
