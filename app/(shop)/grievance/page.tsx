import type { Metadata } from "next";
import { GrievanceForm } from "@/components/legal/GrievanceForm";
import { ACKNOWLEDGE_WITHIN_HOURS, RESOLVE_WITHIN_DAYS } from "@/lib/legal/deadlines";
import { shopFacts } from "@/lib/legal/shop-facts";
import { cachedShop } from "@/lib/shop/profile";

export const metadata: Metadata = {
  title: "Grievance officer",
  description: "Who handles complaints about the shop, and a form to send one.",
  alternates: { canonical: "/grievance" },
};

// Rendered per request from the cached shop profile: the build never opens the database.
export const dynamic = "force-dynamic";

/** /grievance: the grievance officer the Consumer Protection (E-Commerce) Rules 2020 ask for, and a complaint form. */
export default async function GrievancePage() {
  const { grievanceOfficer: officer, legalName } = shopFacts(await cachedShop());
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-4 text-3xl font-bold">Grievance officer</h1>
      <p className="mb-6 leading-relaxed text-stone-700">
        A complaint about an order, a product or how {legalName} handles your data goes to our grievance officer. We acknowledge it within{" "}
        {ACKNOWLEDGE_WITHIN_HOURS} hours and resolve it within {RESOLVE_WITHIN_DAYS} days.
      </p>
      <section aria-labelledby="officer" className="mb-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="officer" className="mb-3 text-lg font-bold">
          {officer.name}
        </h2>
        <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
          <dt className="text-stone-600">Designation</dt>
          <dd>{officer.designation}</dd>
          <dt className="text-stone-600">Email</dt>
          <dd className="break-all">{officer.email}</dd>
          <dt className="text-stone-600">Phone</dt>
          <dd>{officer.phone}</dd>
        </dl>
      </section>
      <h2 className="mb-4 text-xl font-bold">Send a complaint</h2>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <GrievanceForm />
      </div>
    </main>
  );
}
