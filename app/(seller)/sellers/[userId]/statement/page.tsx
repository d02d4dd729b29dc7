import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PayoutForm } from "@/components/owner/PayoutForm";
import { StatementView } from "@/components/seller/StatementView";
import { indianDay } from "@/lib/tax/year";
import { readBusiness } from "@/lib/seller/business";
import { requireOwnerPage } from "@/lib/seller/owner-page";
import { statementMonth } from "@/lib/seller/statement-month";
import { sellerStatement } from "@/lib/views/seller-statement";
import { idSchema } from "@/lib/validation/common";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Seller's statement" };

interface OwnerStatementProps {
  params: Promise<{ userId: string }>;
  searchParams: Promise<{ month?: string | string[] }>;
}

/** A seller's statement as the owner reads it (from SELLERS), with the form to record a payout made to them. */
export default async function OwnerStatementPage({ params, searchParams }: OwnerStatementProps) {
  await requireOwnerPage();
  const { userId } = await params;
  if (!idSchema.safeParse(userId).success) notFound();
  const business = await readBusiness(userId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const month = statementMonth((await searchParams).month);
  const statement = await sellerStatement(userId, month);
  const path = `/sellers/${userId}/statement`;
  return (
    <main className="max-w-3xl space-y-6">
      <div>
        <p className="text-sm">
          <Link href="/sellers" className="text-brand underline">
            Sellers
          </Link>
        </p>
        <h1 className="text-2xl font-bold wrap-anywhere">Statement of {business.businessName ?? "a seller"}</h1>
        <p className="mt-1 text-sm text-stone-600 wrap-anywhere">
          {[business.legalName, business.gstin ? `GSTIN ${business.gstin}` : business.enrolmentId && `Enrolment ${business.enrolmentId}`]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      <StatementView userId={userId} path={path} statement={statement} payoutForm={<PayoutForm userId={userId} today={indianDay(new Date())} />} />
    </main>
  );
}
