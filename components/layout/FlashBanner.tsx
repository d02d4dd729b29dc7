"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { Banner } from "@/components/ui/Banner";
import { dismissFlash, useFlash } from "@/lib/stores/flash";

/** Shows a flashed message on its page; leaving that page dismisses it. */
export function FlashBanner() {
  const pathname = usePathname();
  const { message, path, link, seen } = useFlash();
  const here = message !== null && path === pathname;

  useEffect(() => {
    if (here && !seen) useFlash.setState({ seen: true });
    else if (message && seen && !here) dismissFlash();
  }, [here, seen, message]);

  if (!here) return null;
  return (
    <div className="mx-auto mt-4 max-w-7xl px-4">
      <Banner tone="success" onClose={dismissFlash}>
        {message}
        {link && (
          <>
            {" "}
            <Link href={link.href} className="underline underline-offset-2">
              {link.label}
            </Link>
          </>
        )}
      </Banner>
    </div>
  );
}
