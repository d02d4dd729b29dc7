import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { fullName } from "@/components/account/fullName";
import { UpdateProfileDialog } from "@/components/account/UpdateProfileDialog";
import { getSessionUser } from "@/lib/auth/session";
import { MY_ORDERS_PATH } from "@/lib/orders/paths";

export const metadata: Metadata = {
  title: "Your profile",
  description: "Your name, username and email address.",
  robots: { index: false },
};

export default async function ProfilePage() {
  const user = await getSessionUser();
  if (!user) redirect("/");
  const rows: [string, string][] = [
    ["Name", fullName(user)],
    ["Username", user.username],
    ["Email", user.email],
  ];
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">Your profile</h1>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <dl className="mb-6 divide-y divide-stone-100">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[7rem_1fr] gap-2 py-3">
              <dt className="text-sm font-medium text-stone-600">{label}</dt>
              <dd className="break-all font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <UpdateProfileDialog user={user} />
      </div>
      <p className="mt-6">
        <Link href={MY_ORDERS_PATH} className="font-semibold text-brand underline">
          My orders
        </Link>
        <span className="text-stone-600">: what you ordered, where it is, and cancelling what a seller has not accepted yet.</span>
      </p>
    </main>
  );
}
