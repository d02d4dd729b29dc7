"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { logout } from "@/components/account/logout";

const links = [
  { href: "/dashboard", label: "DASHBOARD" },
  { href: "/add-item", label: "ADD PRODUCT" },
  { href: "/myproducts", label: "MY PRODUCTS" },
  { href: "/orders/list", label: "ORDERS" },
  { href: "/returns", label: "RETURNS" },
  { href: "/business", label: "BUSINESS" },
  { href: "/statement", label: "STATEMENT" },
  { href: "/account", label: "ACCOUNT SETTINGS" },
];
/** Not the owner: their own products are the shop's, sold under the shop profile (the owner reads each seller's statement from SELLERS). */
const sellerOnlyLinks = new Set(["/business", "/statement"]);
/** Only the shop's owner: the shop profile, UPI payments and refunds, coupons, who sells, reviews' moderation, complaints and the policy pages. */
const ownerLinks = [
  { href: "/shop-profile", label: "SHOP PROFILE" },
  { href: "/payments", label: "PAYMENTS" },
  { href: "/coupons", label: "COUPONS" },
  { href: "/sellers", label: "SELLERS" },
  { href: "/reviews", label: "REVIEWS" },
  { href: "/complaints", label: "COMPLAINTS" },
  { href: "/shop-policies", label: "POLICIES" },
];

const itemClass = "block w-full rounded px-3 py-2 text-left text-sm font-semibold tracking-wide";

/**
 * The seller console's sidebar (docs/product.md, Seller console). Wide screens show it as a column; narrow ones (375 px)
 * collapse it behind a menu button, which closes again after each navigation.
 */
export function SellerSidebar({ sellerName, owner }: { sellerName: string; owner: boolean }) {
  const pathname = usePathname();
  const router = useRouter();
  // Open only for the page it was opened on, so following a link collapses it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <aside className="border-b border-stone-200 bg-white md:w-60 md:shrink-0 md:border-b-0 md:border-r">
      <div className="md:sticky md:top-16">
        <div className="flex items-center justify-between gap-3 px-4 py-3 md:block md:py-5">
          <p className="text-xs uppercase tracking-widest text-stone-500">
            Seller console<span className="sr-only">,</span> <span className="block truncate text-sm normal-case tracking-normal text-ink">{sellerName}</span>
          </p>
          <button
            type="button"
            className="rounded border border-stone-300 px-3 py-2 text-sm font-semibold md:hidden"
            aria-expanded={open}
            aria-controls="seller-nav"
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? "Close menu" : "Menu"}
          </button>
        </div>
        <nav id="seller-nav" aria-label="Seller" className={`${open ? "block" : "hidden"} px-2 pb-3 md:block`}>
          <ul className="space-y-1">
            {(owner ? [...links.filter((link) => !sellerOnlyLinks.has(link.href)), ...ownerLinks] : links).map((link) => {
              // An order's own page (/orders/{number}) belongs to ORDERS too, a return's (/returns/{id}) to RETURNS, a seller's statement to SELLERS.
              const active =
                pathname === link.href ||
                (link.href === "/orders/list" && pathname.startsWith("/orders/")) ||
                (link.href === "/returns" && pathname.startsWith("/returns/")) ||
                (link.href === "/sellers" && pathname.startsWith("/sellers/"));
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? "page" : undefined}
                    className={`${itemClass} ${active ? "bg-brand text-white" : "text-ink hover:bg-stone-100"}`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
            <li>
              <button type="button" className={`${itemClass} text-ink hover:bg-stone-100`} onClick={() => void logout(router)}>
                LOGOUT
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </aside>
  );
}
