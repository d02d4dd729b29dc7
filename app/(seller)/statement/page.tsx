import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { StatementView } from "@/components/seller/StatementView";
import { requireSellerPage } from "@/lib/seller/guard";
import { statementMonth } from "@/lib/seller/statement-month";
import { sellerStatement } from "@/lib/views/seller-statement";

export const metadata: Metadata = { title: "Statement" };

/** STATEMENT: a marketplace seller's month (?month=YYYY-MM, this month when absent): sales, what the shop keeps, what it owes and paid. */
export default async function StatementPage({ searchParams }: { searchParams: Promise<{ month?: string | string[] }> }) {
  const seller = await requireSellerPage();
  // The owner's own products are the shop's: the owner reads each seller's statement from SELLERS.
  if (seller.owner) redirect("/sellers");
  const month = statementMonth((await searchParams).month);
  const statement = await sellerStatement(seller.id, month);
  return (
    <main className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Statement</h1>
        <p className="mt-1 text-sm text-stone-600">Your sales in the shop by month, what the shop keeps and what it owes you.</p>
      </div>
      <StatementView userId={seller.id} path="/statement" statement={statement} />
    </main>
  );
}
