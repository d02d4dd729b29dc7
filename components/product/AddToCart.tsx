"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Banner, type BannerTone } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { useTimedMessage } from "@/components/ui/useTimedMessage";
import { SizePicker, stockCaption } from "./SizePicker";
import type { Stock } from "@/lib/stock/stock";
import { addToCart } from "@/lib/stores/cart";
import { isLoggedIn, useLogin } from "@/lib/stores/login";

interface AddToCartProps {
  productId: string;
  sizes: string[];
  stock: Stock;
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
export function AddToCart({ productId, sizes, stock, sizeHelp }: AddToCartProps) {
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
      {sizes.length > 0 ? (
        <SizePicker
          sizes={sizes}
          stock={stock}
          help={sizeHelp}
          value={size}
          onChange={(option) => {
            setSize(option);
            setNotice(null);
          }}
        />
      ) : (
        stockCaption(stock, "") && <p className="text-sm font-semibold text-amber-700">{stockCaption(stock, "")}</p>
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
