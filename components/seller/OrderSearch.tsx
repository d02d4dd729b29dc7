import { Button } from "@/components/ui/Button";
import { SELLER_ORDERS_PATH } from "@/lib/shared/order-paths";

/**
 * Find an order by the number a shopper quotes (with or without "OD"; lib/orders/number.ts).
 * A plain GET form: it works before any script loads, and the result has an address to share.
 */
export function OrderSearch({ query }: { query: string }) {
  return (
    <form role="search" action={SELLER_ORDERS_PATH} method="get" className="flex items-end gap-2">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Order number
        <input
          name="q"
          defaultValue={query}
          maxLength={40}
          placeholder="OD10000042"
          inputMode="text"
          autoComplete="off"
          className="h-10 w-44 rounded-md border border-stone-300 bg-white px-3 font-mono text-base text-ink placeholder:text-stone-400"
        />
      </label>
      <Button type="submit" variant="secondary">
        Find
      </Button>
    </form>
  );
}
