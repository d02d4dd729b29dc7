"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type IntentLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

/**
 * A link that fetches its page when the shopper shows intent (a pointer over it, a touch
 * starting on it, keyboard focus) instead of as soon as it scrolls into view. Next's
 * default fetched every listing in sight of the landing page, with its first pictures,
 * right after load: data a phone pays for and main-thread work while the page should be
 * answering its first tap (README.md, Performance).
 */
export function IntentLink({ href, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return <Link {...props} href={href} prefetch={false} onPointerEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} />;
}
