"use client";

import { useState } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { useApiAction } from "@/components/ui/useApiAction";
import { api } from "@/lib/stores/api";
import { addToCart } from "@/lib/stores/cart";
import { useLogin } from "@/lib/stores/login";

interface WishlistActionsProps {
  productId: string;
  /** The size wished for; "" for any. */
  size: string;
  sizes: string[];
  inStock: boolean;
}

/** Move to cart (in the size wished for, or one chosen here) and Remove, for one wishlist entry. */
export function WishlistActions({ productId, size, sizes, inStock }: WishlistActionsProps) {
  const userId = useLogin((state) => state.userId);
  const t = useText("accountForms");
  const reword = useReworded();
  const [chosen, setChosen] = useState(size || (sizes.length === 0 ? "" : sizes[0]));
  const { busy, error, run } = useApiAction();
  const remove = () => api(`/api/wishlist/${userId}/${productId}?${new URLSearchParams({ size })}`, { method: "DELETE" }).catch(reword);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {!size && sizes.length > 0 && (
          <label className="text-sm">
            {t("size")}{" "}
            <select value={chosen} onChange={(event) => setChosen(event.target.value)} className="h-9 rounded-md border border-stone-300 bg-white px-2">
              {sizes.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
        )}
        <Button
          size="sm"
          disabled={busy || !inStock}
          onClick={() => run(async () => (await addToCart(productId, chosen || undefined).catch(reword), await remove()))}
        >
          {t("moveToCart")}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => run(remove)}>
          {t("remove")}
        </Button>
      </div>
      {error && <Banner tone="error">{error}</Banner>}
    </div>
  );
}
