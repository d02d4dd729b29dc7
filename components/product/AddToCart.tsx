"use client";

import { usePathname, useRouter } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import { Banner, type BannerTone } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { LoginPrompt } from "@/components/ui/LoginPrompt";
import { useTimedMessage } from "@/components/ui/useTimedMessage";
import { useLang, useLocalized, useText } from "@/components/i18n/ClientTexts";
import { SizePicker } from "./SizePicker";
import type { StockCaptions } from "./stockCaptions";
import { unitsLeft, type Stock } from "@/lib/shared/stock";
import { toApiError } from "@/lib/stores/api";
import { addToCart } from "@/lib/stores/cart";
import { isLoggedIn, useLogin } from "@/lib/stores/login";

interface AddToCartProps {
  productId: string;
  sizes: string[];
  stock: Stock;
  /** The sizes' stock captions, worded on the server (stockCaptions). */
  captions: StockCaptions;
  /** Drawn beside the sizes' heading: the size chart's link. */
  sizeHelp?: ReactNode;
}

interface Notice {
  tone: BannerTone;
  text: string;
}

// The size last chosen on each product's page, for as long as the shop stays open in the tab: after logging in from
// the login prompt (a navigation inside the app) or a look at another page, the product comes back with it chosen.
// A page loaded afresh starts with none, as the server drew it.
const chosenSizes = new Map<string, string>();

function rememberedSize(productId: string, sizes: string[], stock: Stock): string | null {
  const size = chosenSizes.get(productId);
  return size && sizes.includes(size) && unitsLeft(stock, size) !== 0 ? size : null;
}

/**
 * Size choice, Add to cart (quantity 1 per click) and Buy Now (adds, then opens the cart).
 * Without a login it shows the spec's 'Login to add item to Cart.' for 3 s, with a "Log in"
 * link that comes back here, the chosen size still chosen.
 *
 * Its parts are items of the product column (the root is `display: contents`): below 768 px
 * the buttons are the column's last item and stick to the bottom of the screen while the
 * column is in view, so they follow the shopper down the page; messages show above them.
 */
export function AddToCart({ productId, sizes, stock, captions, sizeHelp }: AddToCartProps) {
  const router = useRouter();
  const loggedIn = useLogin(isLoggedIn);
  const pickerId = useId();
  const [size, setSize] = useState(() => rememberedSize(productId, sizes, stock));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const prompt = useTimedMessage();
  const t = useText("buy");
  const lang = useLang();
  const localized = useLocalized();
  // The product page in its language: where the login prompt comes back to.
  const here = usePathname();

  /** Why the cart refused, in the page's words (the API says it in English): by the refusal's code. */
  function refusalWords(error: unknown): string {
    const { code } = toApiError(error);
    if (code === "out_of_stock") return t("addOutOfStock");
    if (code === "bad_request") return t("addRefused");
    if (code === "unauthorized") return t("loginToAdd");
    return t("addTryLater");
  }

  async function add(thenOpenCart: boolean) {
    setNotice(null);
    if (!loggedIn) {
      prompt.show(t("loginToAdd"));
      return;
    }
    if (sizes.length > 0 && !size) {
      setNotice({ tone: "error", text: t("chooseSize") });
      document.getElementById(pickerId)?.scrollIntoView({ block: "center", behavior: "smooth" });
      return;
    }
    setBusy(true);
    try {
      await addToCart(productId, size ?? undefined);
      if (thenOpenCart) router.push(localized("/cart"));
      else setNotice({ tone: "success", text: size ? t("addedSize", { size }) : t("added") });
    } catch (error) {
      setNotice({ tone: "error", text: lang === "en" ? (error instanceof Error ? error.message : t("couldNotAdd")) : refusalWords(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="contents">
      {sizes.length > 0 ? (
        <SizePicker
          id={pickerId}
          sizes={sizes}
          stock={stock}
          captions={captions}
          help={sizeHelp}
          value={size}
          onChange={(option) => {
            setSize(option);
            chosenSizes.set(productId, option);
            setNotice(null);
          }}
        />
      ) : (
        captions[""] && <p className="text-sm font-semibold text-amber-700">{captions[""]}</p>
      )}
      <div className="buy-bar">
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" size="lg" disabled={busy} onClick={() => void add(false)} className="px-2">
            {t("addToCart")}
          </Button>
          <Button size="lg" disabled={busy} onClick={() => void add(true)} className="px-2">
            {t("buyNow")}
          </Button>
        </div>
        {(prompt.message || notice) && (
          <div className="flex flex-col gap-2">
            <LoginPrompt prompt={prompt} returnTo={here} />
            {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
          </div>
        )}
      </div>
    </div>
  );
}
