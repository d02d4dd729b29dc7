import Link from "next/link";
import type { ShopJson } from "@/lib/validation/responses";
import { returnPolicyText } from "./returnText";

/** The shop's return policy in a line, with the way to the full returns policy page. */
export function ReturnPolicyNote({ returns, className = "" }: { returns: ShopJson["returns"]; className?: string }) {
  return (
    <p data-testid="return-policy" className={`text-sm text-stone-600 ${className}`}>
      {returnPolicyText(returns)}.{" "}
      <Link href="/policies/returns" className="font-semibold text-brand underline">
        Returns policy
      </Link>
    </p>
  );
}
