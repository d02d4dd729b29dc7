"use client";

import Link from "next/link";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import { Banner } from "./Banner";
import type { useTimedMessage } from "./useTimedMessage";

interface LoginPromptProps {
  /** The spec's 3-second prompt, from useTimedMessage. */
  prompt: ReturnType<typeof useTimedMessage>;
  /** Where the login comes back to: the page the prompt is on. */
  returnTo: string;
  className?: string;
}

/**
 * The spec's login prompts ('Please Login to Continue.', 'Login to add item to Cart.'), each with a
 * "Log in" link that comes back to `returnTo` afterwards. The 3 seconds stand still while the
 * pointer or the focus is on the prompt, so the link can be reached.
 */
export function LoginPrompt({ prompt, returnTo, className = "" }: LoginPromptProps) {
  const t = useText("frame");
  const localized = useLocalized();
  if (!prompt.message) return null;
  return (
    <div className={className} onPointerEnter={prompt.hold} onPointerLeave={prompt.release} onFocus={prompt.hold} onBlur={prompt.release}>
      <Banner tone="info" className="shadow-lg">
        {/* The spec's words on their own, as the spec's clients show them. */}
        <span>{prompt.message}</span>{" "}
        <Link href={`${localized("/login")}?next=${encodeURIComponent(returnTo)}`} className="whitespace-nowrap font-semibold underline underline-offset-2">
          {t("logIn")}
        </Link>
      </Banner>
    </div>
  );
}
