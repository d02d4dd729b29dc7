import type { Metadata } from "next";
import { StopAlerts } from "@/components/wishlist/StopAlerts";

export const metadata: Metadata = { title: "Wishlist mails", robots: { index: false } };

interface AlertsPageProps {
  searchParams: Promise<{ user?: string; token?: string }>;
}

/**
 * Where the "No more of these mails" link of the wishlist's alerts leads (lib/wishlist/alerts.ts):
 * a button, not the link itself, turns them off, as link checkers of mail services open links.
 */
export default async function WishlistAlertsPage({ searchParams }: AlertsPageProps) {
  const { user, token } = await searchParams;
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-3 text-2xl font-bold">Wishlist mails</h1>
      <p className="mb-5 text-stone-700">
        When a size you keep on your wishlist is back in stock, or a price falls, we send you one mail a day at most. Stop them here; your wishlist stays.
      </p>
      {user && token ? <StopAlerts userId={user} token={token} /> : <p className="text-stone-600">This link is incomplete: open it again from the mail.</p>}
    </main>
  );
}
