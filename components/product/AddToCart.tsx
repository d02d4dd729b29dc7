"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Banner, type BannerTone } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { useTimedMessage } from "@/components/ui/useTimedMessage";
import { addToCart } from "@/lib/stores/cart";
import { isLoggedIn, useLogin } from "@/lib/stores/login";

interface AddToCartProps {
  productId: string;
  sizes: string[];
  /** Drawn beside the sizes' heading: the size chart's link. */
  sizeHelp?: ReactNode;
}

interface Notice {
  tone: BannerTone;
  text: string;
}

/**
 * Size choice, Add to cart (quantity 1 per click) and Buy Now (adds, then opens the cart).
 * Without a login it shows the spec's 'Login to add item to Cart.' for 3 s.
 */
export function AddToCart({ productId, sizes, sizeHelp }: AddToCartProps) {
  const router = useRouter();
  const loggedIn = useLogin(isLoggedIn);
  const [size, setSize] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const prompt = useTimedMessage();

  async function add(thenOpenCart: boolean) {
    setNotice(null);
    if (!loggedIn) {
      prompt.show("Login to add item to Cart.");
      return;
    }
    if (sizes.length > 0 && !size) {
      setNotice({ tone: "error", text: "Please choose a size." });
      return;
    }
    setBusy(true);
    try {
      await addToCart(productId, size ?? undefined);
      if (thenOpenCart) router.push("/cart");
      else setNotice({ tone: "success", text: size ? `Added to cart (size ${size}).` : "Added to cart." });
    } catch (error) {
      setNotice({ tone: "error", text: error instanceof Error ? error.message : "Could not add to cart." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      {sizes.length > 0 && (
        <fieldset className="relative">
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-700">Size</legend>
          {sizeHelp && <div className="absolute right-0 top-0">{sizeHelp}</div>}
          <div className="flex flex-wrap gap-2">
            {sizes.map((option) => (
              <label key={option} className="cursor-pointer">
                <input
                  type="radio"
                  name="size"
                  value={option}
                  checked={size === option}
                  onChange={() => {
                    setSize(option);
                    setNotice(null);
                  }}
                  className="peer sr-only"
                />
                <span className="flex h-10 min-w-12 items-center justify-center rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand">
                  {option}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" size="lg" disabled={busy} onClick={() => void add(false)} className="sm:flex-1">
          Add to cart
        </Button>
        <Button size="lg" disabled={busy} onClick={() => void add(true)} className="sm:flex-1">
          Buy Now
        </Button>
      </div>
      {prompt.message && <Banner tone="info">{prompt.message}</Banner>}
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
    </div>
  );
}
